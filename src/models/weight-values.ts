import { open, type FileHandle } from 'node:fs/promises';
import { decodeRaw, elementBytes, isReadable } from './onnx-dtypes.js';
import type { TensorEntry } from './model-graph.js';

// Reads an initializer's values back from where the graph scan found them (onnx-graph.ts), one chunk at a
// time: the .onnx file at the tensor's offset, or an external data file beside the model. External files are
// named by the model, so their paths go through the same check the model inspection applies before onnxruntime
// ever sees them (inspect.ts, externalDataFile): inside the model's directory, symlinks resolved.

export interface ValueChunk {
  values: Float64Array;
  /** The stored bytes, for an exact comparison; absent for values decoded from typed fields. */
  bytes?: Uint8Array;
}

export class TensorReader {
  private readonly handles = new Map<string, Promise<FileHandle>>();

  constructor(
    private readonly modelFile: string,
    /** Resolves an external data location to a checked path; throws a UserError naming the problem. */
    private readonly externalFile: (location: string) => Promise<string>,
  ) {}

  /** Why this tensor cannot be read, or '' when it can. */
  unreadable(entry: TensorEntry): string {
    if (entry.source.kind === 'unread') return entry.source.reason;
    if (entry.source.kind !== 'values' && !isReadable(entry.dtype)) return `${entry.dtype} values are not read`;
    return '';
  }

  /**
   * Why the bytes the tensor's dims declare are not all there, or '' when they are: checked against the file's
   * size before any chunk is read, so dims of [1e12] over a few bytes cost one stat, not a loop.
   */
  async missing(entry: TensorEntry): Promise<string> {
    const source = entry.source;
    if (source.kind === 'values')
      return source.values.length === entry.elements
        ? ''
        : `dims declare ${entry.elements} elements, ${source.values.length} are stored`;
    if (source.kind === 'unread') return source.reason;
    const needed = Math.ceil(elementBytes(entry.dtype) * entry.elements);
    if (source.kind === 'raw' && source.length < needed)
      return `dims declare ${needed} bytes, raw_data holds ${source.length}`;
    try {
      const file = source.kind === 'raw' ? this.modelFile : await this.externalFile(source.location);
      const { size } = await (await this.handle(file)).stat();
      if (source.offset + needed > size)
        return `dims declare ${needed} bytes at offset ${source.offset}, the file holds ${size}`;
    } catch (error) {
      return `not read: ${error instanceof Error ? error.message : String(error)}`;
    }
    return '';
  }

  private handle(file: string): Promise<FileHandle> {
    let handle = this.handles.get(file);
    if (!handle) {
      handle = open(file, 'r');
      this.handles.set(file, handle);
    }
    return handle;
  }

  /** Elements [start, start + count) of the tensor. */
  async read(entry: TensorEntry, start: number, count: number): Promise<ValueChunk> {
    const source = entry.source;
    if (source.kind === 'values') return { values: source.values.subarray(start, start + count) };
    if (source.kind === 'unread') throw new Error(source.reason);
    const size = elementBytes(entry.dtype);
    const file = source.kind === 'raw' ? this.modelFile : await this.externalFile(source.location);
    const bytes = Buffer.alloc(count * size);
    const handle = await this.handle(file);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, source.offset + start * size);
    if (bytesRead < bytes.length) throw new Error(`the file ends ${bytes.length - bytesRead} bytes early`);
    return { values: decodeRaw(entry.dtype, bytes), bytes };
  }

  async close(): Promise<void> {
    const handles = [...this.handles.values()];
    this.handles.clear();
    await Promise.all(handles.map((h) => h.then((f) => f.close()).catch(() => undefined)));
  }
}
