// Zero-config PR mode's defaults (github/changed-defaults.ts): which events and settings turn it on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pullRequestDefaults } from '../../src/github/changed-defaults.js';

const BASE = '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c';
const pullRequest = { name: 'pull_request', payload: { pull_request: { base: { sha: BASE } } } };

test('a pull_request event with no candidate gates the changed models against the PR base', () => {
  assert.deepEqual(pullRequestDefaults({ candidate: '' }, pullRequest), { candidate: '', 'changed-since': BASE });
});

test('any explicit choice wins: a candidate, a changed-since, another mode; other events and odd shas change nothing', () => {
  assert.deepEqual(pullRequestDefaults({ candidate: 'models/a.onnx' }, pullRequest), { candidate: 'models/a.onnx' });
  assert.deepEqual(pullRequestDefaults({ 'changed-since': 'origin/main' }, pullRequest), {
    'changed-since': 'origin/main',
  });
  assert.deepEqual(pullRequestDefaults({ mode: 'measure' }, pullRequest), { mode: 'measure' });
  assert.deepEqual(pullRequestDefaults({ mode: 'gate' }, pullRequest), { mode: 'gate', 'changed-since': BASE });
  // A plan finds the same changed models as the gates it plans.
  assert.deepEqual(pullRequestDefaults({ mode: 'plan' }, pullRequest), { mode: 'plan', 'changed-since': BASE });
  assert.deepEqual(
    pullRequestDefaults({}, { ...pullRequest, name: 'pull_request_target' }),
    {},
    "pull_request_target checks out the base, not the PR's models",
  );
  assert.deepEqual(pullRequestDefaults({}, { name: 'push', payload: {} }), {});
  assert.deepEqual(
    pullRequestDefaults({}, { name: 'pull_request', payload: { pull_request: { base: { sha: '--output=x' } } } }),
    {},
  );
});
