import { UserError } from '../errors.js';

/**
 * Which GPU nvidia-smi must describe for CUDA device `deviceId`. CUDA numbers only the devices in
 * CUDA_VISIBLE_DEVICES (an index or UUID each), in that list's order, while nvidia-smi numbers every GPU by PCI
 * bus; and by default CUDA orders devices fastest first. So the child is given CUDA_DEVICE_ORDER=PCI_BUS_ID
 * (unless the job set an order) and the device is looked up through CUDA_VISIBLE_DEVICES: without both, the
 * fingerprint and clocks of a multi-GPU runner could describe another card than the one measured.
 */
export function nvidiaSmiDevice(deviceId: number, visible: string | undefined): string {
  const list = visible
    ?.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (!list || visible === undefined) return String(deviceId);
  const entry = list[deviceId];
  if (entry === undefined) {
    throw new UserError(
      `'device-id' is ${deviceId}, but CUDA_VISIBLE_DEVICES='${visible}' exposes ${list.length === 1 ? 'only device 0' : `devices 0-${list.length - 1}`} to CUDA; set 'device-id' to one of them`,
    );
  }
  return entry;
}

export function cudaDeviceOrder(env: NodeJS.ProcessEnv): { CUDA_DEVICE_ORDER: string } {
  return { CUDA_DEVICE_ORDER: env.CUDA_DEVICE_ORDER || 'PCI_BUS_ID' };
}
