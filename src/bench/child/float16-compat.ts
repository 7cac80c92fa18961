// Imported first by every process that makes onnxruntime tensors. onnxruntime-common 1.30 stores float16
// tensors in Float16Array whenever that global exists (Node 24, the runtime GitHub uses for actions), but the
// onnxruntime-node binding accepts only Uint16Array bits and rejects the run: "Tensor.data must be a typed
// array (4 or Float16Array) for float16 tensors, but got typed array (0)". Hiding the global before the first
// Tensor is made (the check is lazy) keeps float16 data as raw Uint16Array bits on every Node version, which is
// what our input synthesis, .npy reader and output comparison already use.
Reflect.deleteProperty(globalThis, 'Float16Array');
