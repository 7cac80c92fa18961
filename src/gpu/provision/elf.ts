// Reads what a provider library links against (its DT_NEEDED entries) straight from the ELF file. That list is
// the authority on which CUDA, cuDNN and TensorRT major versions this exact onnxruntime build expects: the
// published requirement tables disagree across releases (docs/gpu.md, "Preflight"), the binary cannot.
import { open, type FileHandle } from 'node:fs/promises';

export interface ElfFacts {
  /** x86-64 shared object (ET_DYN, EM_X86_64, 64-bit little-endian). */
  x86_64SharedObject: boolean;
  needed: string[];
  soname: string | null;
}

const PT_LOAD = 1;
const PT_DYNAMIC = 2;
const DT_NEEDED = 1n;
const DT_STRTAB = 5n;
const DT_STRSZ = 10n;
const DT_SONAME = 14n;

async function read(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Returns null for a file that is not a 64-bit little-endian ELF at all. */
export async function readElf(file: string): Promise<ElfFacts | null> {
  const fh = await open(file, 'r');
  try {
    const header = await read(fh, 0, 64);
    if (header.length < 64 || header.readUInt32BE(0) !== 0x7f454c46 || header[4] !== 2 || header[5] !== 1) return null;
    const x86_64SharedObject = header.readUInt16LE(16) === 3 && header.readUInt16LE(18) === 62;
    const phoff = Number(header.readBigUInt64LE(32));
    const phentsize = header.readUInt16LE(54);
    const phnum = header.readUInt16LE(56);
    const table = await read(fh, phoff, phentsize * phnum);
    const segments = Array.from({ length: Math.floor(table.length / phentsize) }, (_, i) => {
      const at = i * phentsize;
      return {
        type: table.readUInt32LE(at),
        offset: Number(table.readBigUInt64LE(at + 8)),
        vaddr: Number(table.readBigUInt64LE(at + 16)),
        filesz: Number(table.readBigUInt64LE(at + 32)),
      };
    });
    const dynamic = segments.find((s) => s.type === PT_DYNAMIC);
    if (!dynamic) return { x86_64SharedObject, needed: [], soname: null };
    const entries = await read(fh, dynamic.offset, dynamic.filesz);
    const needed: bigint[] = [];
    let soname: bigint | undefined;
    let strtab = 0n;
    let strsz = 0n;
    for (let at = 0; at + 16 <= entries.length; at += 16) {
      const tag = entries.readBigInt64LE(at);
      const value = entries.readBigUInt64LE(at + 8);
      if (tag === 0n) break;
      if (tag === DT_NEEDED) needed.push(value);
      else if (tag === DT_SONAME) soname = value;
      else if (tag === DT_STRTAB) strtab = value;
      else if (tag === DT_STRSZ) strsz = value;
    }
    // DT_STRTAB is a virtual address: map it to a file offset through the PT_LOAD segment that holds it.
    const address = Number(strtab);
    const load = segments.find((s) => s.type === PT_LOAD && s.vaddr <= address && address < s.vaddr + s.filesz);
    if (!load) return { x86_64SharedObject, needed: [], soname: null };
    const strings = await read(fh, address - load.vaddr + load.offset, Number(strsz));
    const text = (offset: bigint) => {
      const start = Number(offset);
      const end = strings.indexOf(0, start);
      return strings.subarray(start, end < 0 ? undefined : end).toString('latin1');
    };
    return { x86_64SharedObject, needed: needed.map(text), soname: soname === undefined ? null : text(soname) };
  } finally {
    await fh.close();
  }
}
