import { InferenceSession, Tensor } from 'onnxruntime-node';
import { sessionOptions } from './session.js';
import { CPU_TARGET, type ProviderTarget } from '../../gpu/provider-options.js';
import { providerLoadFailure } from '../ort-messages.js';

// A one-node Identity model (float32 [1, 16]), made by test/fixtures/onnx. The first InferenceSession.create in
// a process also initialises onnxruntime's environment (thread pools, logging, allocators); loading and running this first
// keeps that one-off cost out of whichever model would otherwise be created first, so cold-start numbers of
// the two models are comparable.
const IDENTITY_MODEL_BASE64 =
  'CAgSFWxhdGVuY3ktZ2F0ZS1maXh0dXJlcxoBMTpgCiEKBWlucHV0EgZvdXRwdXQaBm91dHB1dCIISWRlbnRpdHkSCGlkZW50aXR5WhcKBWlucHV0Eg4KDAgBEggKAggBCgIIEGIYCgZvdXRwdXQSDgoMCAESCAoCCAEKAggQQgQKABAR';

export async function initialiseRuntime(threads: number, target: ProviderTarget = CPU_TARGET): Promise<void> {
  // With a GPU provider this also pays the CUDA context creation, once, outside both models' cold start.
  let session: InferenceSession;
  try {
    session = await InferenceSession.create(
      Buffer.from(IDENTITY_MODEL_BASE64, 'base64'),
      sessionOptions(threads, target),
    );
  } catch (error) {
    throw providerLoadFailure(target, error) ?? error;
  }
  // The first run in a process also pays one-off costs (kernel registries, allocator growth).
  await session.run({ input: new Tensor('float32', new Float32Array(16), [1, 16]) });
  await session.release();
}
