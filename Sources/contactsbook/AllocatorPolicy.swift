import CMalloc

/// How the process asks glibc's allocator for memory.
enum AllocatorPolicy {
    /// Blocks of 128 KB or more are mapped on their own and unmapped when freed. By default
    /// glibc raises that threshold each time such a block is freed, so the load's passing
    /// buffers (read chunks, key columns, orders) stayed in its heap for the whole session:
    /// 10 MB of a 100,000-contact book's resident memory, and a slower first load.
    static func apply() {
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
    }
}
