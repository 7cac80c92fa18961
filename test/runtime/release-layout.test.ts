// The release layout by default: linux-x64's binaries only, and onnxruntime-node's binding.js rewritten to load a
// provisioned directory when the action names one, and its own binary otherwise.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { BINDING_DIR_VARIABLE, hasBundledBinary, loadsProvisionedBinary } from '../../src/runtime/worker-runtime.js';
import { buildReleaseLayout, DEFAULT_PLATFORMS } from '../../scripts/release-layout.js';
import { INSTALLED_ORT } from '../fixtures/npm/ort-tarball.js';
import { tempDir } from '../helpers/cli.js';

test('the default layout carries linux-x64 only, with a binding.js that can load provisioned binaries', async () => {
  assert.deepEqual([...DEFAULT_PLATFORMS], ['linux-x64']);
  const layout = await tempDir('latency-gate-release-');
  await buildReleaseLayout(layout);
  const ort = path.join(layout, 'node_modules/onnxruntime-node');
  assert.deepEqual(await readdir(path.join(ort, 'bin/napi-v6')), ['linux']);
  assert.deepEqual(await readdir(path.join(ort, 'bin/napi-v6/linux')), ['x64']);
  assert.ok(hasBundledBinary(ort, 'linux-x64'));
  assert.ok(!hasBundledBinary(ort, 'linux-arm64'));
  assert.ok(loadsProvisionedBinary(ort));
  assert.ok(!loadsProvisionedBinary(INSTALLED_ORT), 'the installed package itself is never changed');
  const binding = await readFile(path.join(ort, 'dist/binding.js'), 'utf8');
  assert.equal(binding.split(`process.env.${BINDING_DIR_VARIABLE}`).length - 1, 2, 'tested once, read once');
  // Everything else in the file is onnxruntime-node's own.
  const stock = await readFile(path.join(INSTALLED_ORT, 'dist/binding.js'), 'utf8');
  const [head, tail] = stock.split(
    'require(`../bin/napi-v6/${process.platform}/${process.arch}/onnxruntime_binding.node`)',
  );
  assert.ok(binding.startsWith(head!) && binding.endsWith(tail!));
  await assert.rejects(buildReleaseLayout(layout, ['darwin-x64']), /unknown platform 'darwin-x64'/);
});
