import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { isUserError } from '../../src/errors.js';
import { acceptanceFor, parseAcceptFile, type AcceptanceSet } from '../../src/inputs/acceptance.js';
import { withAcceptance } from '../../src/inputs/accepted-config.js';
import { parseConfig } from '../../src/inputs/schema.js';
import { resolveConfig } from '../../src/inputs/paths.js';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';

const FILE = '.github/latency-gate-accept.yml';

function refusal(text: string): string {
  try {
    parseAcceptFile(text, FILE);
  } catch (error) {
    assert.ok(isUserError(error), String(error));
    return error.message;
  }
  assert.fail('the file was accepted');
}

const set = (text: string, honored = true): AcceptanceSet => ({
  file: FILE,
  entries: parseAcceptFile(text, FILE),
  honored,
  why: honored ? null : 'a fork without the label',
});

const ENTRY = `accept:
  - model: ./models/clf.onnx
    reason: A larger backbone
    p50: +12%
    p95: +15.5%
  - model: models/det.onnx
    reason: Retrained
    atol: 0.02
    min-cosine: 0.995
  - model: models/new.onnx
    reason: Another model
    agreement: off
`;

describe('the accept file', () => {
  it('reads bounds as fractions, tolerances by their input names, and paths as git names them', () => {
    const [clf, det, fresh] = parseAcceptFile(ENTRY, FILE);
    assert.deepEqual(clf, {
      model: 'models/clf.onnx',
      reason: 'A larger backbone',
      p50: 0.12,
      p95: 0.155,
      agreement: null,
    });
    assert.deepEqual(det?.agreement, { atol: 0.02, minCosine: 0.995 });
    assert.deepEqual(fresh?.agreement, { off: true });
    assert.deepEqual(parseAcceptFile('accept: []\n', FILE), []);
    assert.deepEqual(parseAcceptFile('# nothing accepted yet\n', FILE), []);
    assert.deepEqual(parseAcceptFile('accept:\n', FILE), []);
  });

  it('refuses a mistake in one sentence that names the file, the entry and the fix', () => {
    assert.match(
      refusal('accept:\n  - model: m.onnx\n    p50: +5%\n'),
      /^'accept-file' '\.github\/latency-gate-accept\.yml' at accept\.0\.reason: .*needs 'model', 'reason'/,
    );
    assert.match(
      refusal('accept:\n  - model: m.onnx\n    reason: r\n'),
      /the entry for 'm\.onnx' accepts nothing; give 'p50', 'p95' or an agreement tolerance/,
    );
    assert.match(refusal('accept:\n  - model: m.onnx\n    reason: r\n    p50: 12\n'), /at accept\.0\.p50/);
    assert.match(
      refusal(
        'accept:\n  - model: m.onnx\n    reason: r\n    p50: +1%\n  - model: ./m.onnx\n    reason: r\n    p95: +1%\n',
      ),
      /two entries for 'm\.onnx'; keep one/,
    );
    assert.match(refusal('accept: [\n'), /is not valid YAML/);
    assert.match(refusal('accept:\n  - model: m.onnx\n    reason: r\n    p50: +5%\n    p99: +5%\n'), /at accept\.0/);
  });

  it('matches a model given relative or absolute to the workspace', () => {
    const accepted = set(ENTRY);
    assert.equal(acceptanceFor(accepted, 'models/clf.onnx')?.model, 'models/clf.onnx');
    assert.equal(acceptanceFor(accepted, path.join(process.cwd(), 'models/clf.onnx'))?.p50, 0.12);
    assert.equal(acceptanceFor(accepted, 'models/other.onnx'), undefined);
  });
});

describe('a model judged against its acceptance', () => {
  const base = (candidate: string, acceptances: AcceptanceSet) => ({
    ...parseConfig({ candidate, baseline: 'b.onnx', 'p50-threshold': '5%', 'p95-threshold': '20%' }),
    acceptances,
  });

  it('widens only the thresholds the acceptance names, never tightens one, and records what it replaced', () => {
    const config = withAcceptance(base('models/clf.onnx', set(ENTRY)));
    assert.deepEqual(config.thresholds, { p50: 0.12, p95: 0.2 }, 'p95 keeps its larger threshold');
    assert.deepEqual(config.accepted?.thresholds, { p50: 0.05, p95: 0.2 });
    assert.equal(config.accepted?.honored, true);
  });

  it('holds the outputs to the accepted tolerances, or leaves them unchecked with agreement off', () => {
    const det = withAcceptance(base('models/det.onnx', set(ENTRY)));
    assert.equal(det.agreement.tolerances.atol, 0.02);
    assert.equal(det.agreement.tolerances.minCosine, 0.995);
    assert.equal(det.thresholds.p50, 0.05, 'tolerances leave the thresholds alone');
    assert.equal(withAcceptance(base('models/new.onnx', set(ENTRY))).agreement.enabled, false);
  });

  it("applies nothing of a fork's acceptance without the label, and says so in the record", () => {
    const config = withAcceptance(base('models/clf.onnx', set(ENTRY, false)));
    assert.deepEqual(config.thresholds, { p50: 0.05, p95: 0.2 });
    assert.equal(config.accepted?.honored, false);
    assert.equal(config.accepted?.why, 'a fork without the label');
  });

  it('changes nothing for a model the file does not name', () => {
    const given = base('models/other.onnx', set(ENTRY));
    assert.equal(withAcceptance(given), given);
  });
});

describe('where the accept file is read', () => {
  it('reads the default path only inside the workspace, and refuses a named file outside it', async () => {
    // The repository's own default file sits in the working directory, outside this workspace.
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-accept-'));
    await writeFile(path.join(workspace, 'a.onnx'), '');
    const env = { GITHUB_WORKSPACE: workspace };
    const models = {
      candidate: path.join(workspace, 'a.onnx'),
      baseline: path.join(workspace, 'a.onnx'),
      'report-path': path.join(workspace, 'r.json'),
    };
    const quiet = await resolveConfig(parseConfig(models), env);
    assert.equal(quiet.paths.acceptFile, undefined, 'the default file of another checkout is not read');
    await assert.rejects(
      resolveConfig(parseConfig({ ...models, 'accept-file': `./${FILE}` }), env),
      /'accept-file' resolves to .*, outside the workspace/,
    );
    await assert.rejects(
      resolveConfig(parseConfig({ ...models, 'accept-file': 'missing.yml' }), env),
      /^UserError: 'accept-file' points to 'missing\.yml', which does not exist/,
    );
  });
});
