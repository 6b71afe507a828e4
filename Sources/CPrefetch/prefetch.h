#ifndef CONTACTSBOOK_PREFETCH_H
#define CONTACTSBOOK_PREFETCH_H

/* Starts reading the cache line at `address` without waiting for it (and without a fault
   where there is no memory): Swift has no way to ask for this. A loop that reads scattered
   records asks for those a few steps ahead, so their misses overlap instead of queueing. */
static inline void contactsbook_prefetch(const void *address) {
    __builtin_prefetch(address);
}

#endif
