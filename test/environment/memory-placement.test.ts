// The memory placement read from plain text: the selected huge-pages mode, allocator libraries in a path list or
// a maps file, and the names (never the values) of allocator settings in an environment.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  allocatorLibraries,
  allocatorSettingNames,
  readMemoryPlacement,
  selectedMode,
} from '../../src/environment/memory-placement.js';

describe('memory placement', () => {
  it("reads the bracketed mode of the kernel's huge-pages files", () => {
    assert.equal(selectedMode('[always] madvise never\n'), 'always');
    assert.equal(selectedMode('always [madvise] never\n'), 'madvise');
    assert.equal(selectedMode('always defer defer+madvise [defer+madvise] never'), 'defer+madvise');
    assert.equal(selectedMode('always madvise never'), null);
    assert.equal(selectedMode('[ALWAYS; rm -rf] never'), null);
  });

  it('finds allocator libraries in LD_PRELOAD lists and /proc/self/maps lines', () => {
    assert.deepEqual(allocatorLibraries('/usr/lib/x86_64-linux-gnu/libjemalloc.so.2:/opt/libfoo.so'), ['jemalloc']);
    assert.deepEqual(allocatorLibraries('libtcmalloc_minimal.so.4 /x/libmimalloc.so.2.1'), ['mimalloc', 'tcmalloc']);
    const maps = [
      '7f0000000000-7f0000001000 r-xp 00000000 08:01 123 /usr/lib/libjemalloc.so.2',
      '7f0000001000-7f0000002000 r--p 00001000 08:01 123 /usr/lib/libjemalloc.so.2',
      '7f0000002000-7f0000003000 r-xp 00000000 08:01 124 /usr/lib/x86_64-linux-gnu/libc.so.6',
    ].join('\n');
    assert.deepEqual(allocatorLibraries(maps), ['jemalloc']);
    assert.deepEqual(allocatorLibraries('/usr/lib/libmallocator.so /lib/libc.so.6'), []);
  });

  it('keeps the names of allocator settings and tunables, never a value, and nothing shaped otherwise', () => {
    const names = allocatorSettingNames({
      GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1:glibc.malloc.arena_max=2:$(curl evil)=1:glibc.BAD NAME=3',
      MALLOC_ARENA_MAX: '2',
      MALLOC_CONF: 'background_thread:true',
      TCMALLOC_RELEASE_RATE: '10',
      LD_PRELOAD: '/usr/lib/libjemalloc.so.2',
      MALLOC_SECRET_TOKEN_: undefined,
      PATH: '/usr/bin',
      'MALLOC_$(x)': '1',
    });
    assert.deepEqual(names, [
      'GLIBC_TUNABLES',
      'LD_PRELOAD',
      'MALLOC_ARENA_MAX',
      'MALLOC_CONF',
      'TCMALLOC_RELEASE_RATE',
      'glibc.malloc.hugetlb',
      'glibc.malloc.arena_max',
    ]);
    assert.ok(!names.join(' ').includes('1'), 'no value is kept');
    // A preload that is not an allocator is not an allocator setting.
    assert.deepEqual(allocatorSettingNames({ LD_PRELOAD: '/opt/libfaketime.so' }), []);
  });

  it('reads this process: the huge-pages mode the kernel shows, glibc by version, and the settings given', () => {
    const placement = readMemoryPlacement({ MALLOC_MMAP_THRESHOLD_: '4194304' });
    assert.deepEqual(placement.allocatorSettings, ['MALLOC_MMAP_THRESHOLD_']);
    let enabled: string | null = null;
    try {
      enabled = selectedMode(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'));
    } catch {
      // No such file (not Linux, or a kernel without huge pages): the placement says null.
    }
    assert.equal(placement.hugePages, enabled);
    const report = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
    const glibc = report.header.glibcVersionRuntime;
    assert.equal(placement.libc, glibc ? `glibc ${glibc}` : null);
    assert.deepEqual(placement.allocators, []);
  });
});
