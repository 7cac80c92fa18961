#!/usr/bin/env bash
# GPU check for latency-gate, for a machine with an NVIDIA GPU and no internet. Under 5 minutes:
#   1. reports what the machine has: driver and GPUs, CUDA / cuDNN / TensorRT libraries, onnxruntime provider
#      libraries already installed anywhere usual;
#   2. runs latency-gate's real preflight and fingerprint against the real driver (and the library checks when
#      provider libraries are available);
#   3. when they are, runs the CUDA gate on the example pair and on a larger generated pair, printing the
#      environment, per-round CV, CPU-fallback node counts and verdicts.
# Provider libraries: a directory holding libonnxruntime_providers_{shared,cuda}.so of onnxruntime 1.30.0 (from
# runtimes/linux-x64/native/ of the Microsoft.ML.OnnxRuntime.Gpu.Linux 1.30.0 .nupkg), given as $GPU_LIBS or
# the first argument, or a gpu-libs/ folder in the repository root.
# Usage: scripts/gpu-check.sh [gpu-libs-dir], after `npm ci && npm run compile`, or on a machine without
# node_modules with the kit from `npm run gpu-kit` (gpu-check-kit/: the bundled CLI and probe, ~55 MB) carried in.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -f build/scripts/gpu-probe.js ] && [ -d node_modules/onnxruntime-node ]; then
  CLI=build/src/cli/main.js PROBE=build/scripts/gpu-probe.js
elif [ -f gpu-check-kit/dist/gpu-probe.js ]; then
  CLI=gpu-check-kit/dist/cli.js PROBE=gpu-check-kit/dist/gpu-probe.js
else
  echo 'neither a compiled checkout (npm ci && npm run compile) nor gpu-check-kit/ (npm run gpu-kit) is here'; exit 2
fi
GPU_LIBS="${1:-${GPU_LIBS:-}}"
[ -z "$GPU_LIBS" ] && [ -d gpu-libs ] && GPU_LIBS=gpu-libs
OUT="${OUT:-$(mktemp -d)}"
section() { printf '\n== %s ==\n' "$1"; }

section 'driver and GPUs'
if command -v nvidia-smi >/dev/null; then
  timeout 30 nvidia-smi || echo "nvidia-smi failed (exit $?)"
  timeout 30 nvidia-smi --query-gpu=index,name,driver_version,memory.total,clocks.max.sm,clocks.sm,temperature.gpu,clocks_event_reasons.active --format=csv || true
else
  echo 'nvidia-smi: not on PATH'
fi

section 'CUDA, cuDNN and TensorRT libraries (loader cache, LD_LIBRARY_PATH, usual directories)'
ldconfig -p 2>/dev/null | grep -E 'lib(cudart|cublas|cublasLt|cufft|curand|cudnn|nvinfer|nvonnxparser)\.so' || echo 'none in the loader cache'
echo "LD_LIBRARY_PATH=${LD_LIBRARY_PATH:-}"
LIBRARY_PATH_DIRS="${LD_LIBRARY_PATH:-}"
for dir in ${LIBRARY_PATH_DIRS//:/ } /usr/local/cuda*/lib64 /usr/local/cuda*/targets/x86_64-linux/lib /usr/lib/x86_64-linux-gnu /opt/nvidia /usr/local/lib/python3*/dist-packages/nvidia /usr/lib/python3*/dist-packages/nvidia; do
  [ -d "$dir" ] && timeout 20 find "$dir" -maxdepth 4 \( -name 'libcudart.so.*' -o -name 'libcudnn.so.*' -o -name 'libcublasLt.so.*' -o -name 'libnvinfer.so.*' \) 2>/dev/null
done | sort -u | head -40

section 'onnxruntime provider libraries already installed'
FOUND=$(timeout 60 find / -xdev \( -path /proc -o -path /sys \) -prune -o -name 'libonnxruntime_providers_cuda.so' -print 2>/dev/null | head -20)
echo "${FOUND:-none found}"
if [ -z "$GPU_LIBS" ] && [ -n "$FOUND" ]; then
  # Found on the machine: prefer a 1.30.0 directory; any other version is tried but may not match the runtime.
  for lib in $(echo "$FOUND" | grep '1\.30\.0'; echo "$FOUND"); do
    [ -f "$(dirname "$lib")/libonnxruntime_providers_shared.so" ] && GPU_LIBS=$(dirname "$lib") && break
  done
  [ -n "$GPU_LIBS" ] && echo "using the provider libraries found in $GPU_LIBS (their onnxruntime version is not verified)"
fi
[ -n "$GPU_LIBS" ] && echo "gpu-libs: $GPU_LIBS" || echo 'no provider libraries: the GPU gate is skipped'

section 'latency-gate preflight and fingerprint (real driver)'
timeout 120 node "$PROBE" "$GPU_LIBS" "$OUT/models"
probe=$?

if [ -n "$GPU_LIBS" ] && [ $probe -eq 0 ]; then
  for pair in "example:baselines/example/baseline.onnx:baselines/example/candidate.onnx" "large:$OUT/models/large-baseline.onnx:$OUT/models/large-candidate.onnx"; do
    IFS=: read -r name baseline candidate <<<"$pair"
    section "CUDA gate: $name pair"
    timeout 150 node "$CLI" --baseline "$baseline" --candidate "$candidate" --execution-provider cuda \
      --gpu-libs "$GPU_LIBS" --allow-outside-workspace true --max-duration 60s --report-path "$OUT/$name.json" --id "gpu-check-$name"
    echo "exit $? (record: $OUT/$name.json)"
    node -e 'const r=require(process.argv[1]); const g=r.environment.gpu; console.log(JSON.stringify({verdict:r.verdict, p50:r.latency?.p50.ratio, p95:r.latency?.p95.ratio, clocks:g?.clocks, roundCv:g?.roundCv, placement:g?.placement, runtime:g?.libraries?.runtimeLibrary}, null, 1))' "$OUT/$name.json" || true
  done
fi
section 'done'
echo "outputs in $OUT"
