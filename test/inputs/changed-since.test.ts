// The settings of changed-models mode: what changed-since implies and what it refuses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fallbackConfig, parseConfig } from '../../src/inputs/schema.js';

test("changed-since needs no candidate or baseline: each model's baseline is its version at the ref", () => {
  const config = parseConfig({ 'changed-since': 'origin/main', models: 'models/**, vision/*.onnx' });
  assert.equal(config.changedSince, 'origin/main');
  assert.deepEqual(config.models, ['models/**', 'vision/*.onnx']);
  assert.deepEqual(config.baseline, { kind: 'ref', ref: 'origin/main', path: undefined });
  assert.deepEqual(parseConfig({ 'changed-since': 'abc', 'baseline-ref': 'origin/release' }).baseline, {
    kind: 'ref',
    ref: 'origin/release',
    path: undefined,
  });
  assert.equal(parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx' }).changedSince, undefined);
  assert.equal(parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx' }).agreement.allowSignatureChange, false);
});

test('settings that name one model, or another mode, are refused with the reason', () => {
  assert.throws(() => parseConfig({ 'changed-since': 'main', candidate: 'a.onnx' }), {
    message: "Set only one of 'candidate' (one model) and 'changed-since' (every model changed since a ref), not both",
  });
  assert.throws(() => parseConfig({ 'changed-since': 'main', baseline: 'b.onnx' }), {
    message:
      "'baseline' names one model's baseline; with 'changed-since' each model's baseline is its version at 'baseline-ref' (by default the 'changed-since' ref)",
  });
  assert.throws(() => parseConfig({ 'changed-since': 'main', mode: 'calibrate' }), {
    message:
      "'changed-since' works with 'mode: gate' or 'mode: plan', not 'mode: calibrate'; name the model with 'candidate' instead",
  });
  assert.throws(() => parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx', 'allow-signature-change': 'yes' }), {
    message: /^'allow-signature-change' must be one of/,
  });
});

test('an error record still describes a changed-since run whose other settings are bad', () => {
  const config = fallbackConfig({ 'changed-since': 'main', 'p50-threshold': 'abc', candidate: 'a.onnx' });
  assert.equal(config.changedSince, 'main');
  assert.equal(config.thresholds.p50, 0.05);
});

test("models-renamed pairs new=old paths, only with changed-since; raw-timings and fail-on 'unjudged' parse", () => {
  const config = parseConfig({
    'changed-since': 'main',
    'models-renamed': 'm/b.onnx=m/a.onnx, x/new.onnx = y/old.onnx',
  });
  assert.deepEqual(config.modelsRenamed, { 'm/b.onnx': 'm/a.onnx', 'x/new.onnx': 'y/old.onnx' });
  assert.throws(() => parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx', 'models-renamed': 'm/b.onnx=m/a.onnx' }), {
    message:
      "'models-renamed' pairs the models a branch changed, so it needs 'changed-since' (or a pull_request event with no 'candidate'); for one model set 'baseline-ref' and 'baseline-path'",
  });
  assert.throws(() => parseConfig({ 'changed-since': 'main', 'models-renamed': 'm/b.onnx' }), /'models-renamed'/);
  assert.throws(
    () => parseConfig({ 'changed-since': 'main', 'models-renamed': 'b=a,b=c' }),
    /'models-renamed' names 'b' twice/,
  );
  assert.equal(parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx' }).rawTimings, true);
  assert.equal(parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx', 'raw-timings': 'off' }).rawTimings, false);
  assert.deepEqual(parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx', 'fail-on': 'regression,unjudged' }).failOn, [
    'regression',
    'unjudged',
  ]);
  assert.deepEqual(fallbackConfig({ 'models-renamed': 'b=a', 'p95-threshold': 'x' }).modelsRenamed, { b: 'a' });
});

test('a plan and a shard work on the changed models; a bad shard or max-shards names the input and the form', () => {
  const shard = parseConfig({ 'changed-since': 'main', shard: '2/4' });
  assert.deepEqual(shard.shard, { index: 2, count: 4 });
  assert.equal(shard.maxShards, 4, "'max-shards' defaults to 4");
  assert.equal(parseConfig({ 'changed-since': 'main', mode: 'plan', 'max-shards': '16' }).maxShards, 16);
  for (const bad of ['0/4', '5/4', '2', 'two/four', '1/65'])
    assert.throws(() => parseConfig({ 'changed-since': 'main', shard: bad }), {
      message: new RegExp(`^'shard' must be this job's place in the plan's matrix, like '2/4'.*got '${bad}'`),
    });
  assert.throws(() => parseConfig({ 'changed-since': 'main', mode: 'plan', 'max-shards': '0' }), {
    message: /^'max-shards' must be a whole number from 1 to 64/,
  });
  assert.throws(() => parseConfig({ mode: 'plan' }), {
    message: /^'mode: plan' splits the models changed since a ref/,
  });
  assert.throws(() => parseConfig({ candidate: 'a.onnx', baseline: 'b.onnx', shard: '1/2' }), {
    message: /^'shard' measures one share of the changed models: set 'changed-since'/,
  });
  assert.throws(() => parseConfig({ 'changed-since': 'main', mode: 'plan', shard: '1/2' }), {
    message: /^'shard' measures one share of the changed models in 'mode: gate', not 'mode: plan'/,
  });
});
