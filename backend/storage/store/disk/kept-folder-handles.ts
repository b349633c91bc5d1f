import { open, type FileHandle } from 'node:fs/promises';

/** More folders than the disk store's 256 object folders never stay open at once. */
const MAX_OPEN_FOLDERS = 300;

export interface KeptFolderHandles {
  /** Syncs `folder`, opening it only the first time when it is one to keep open. One call per folder at a time. */
  syncFolder(folder: string): Promise<void>;
  /** Closes every folder kept open. */
  close(): Promise<void>;
}

/**
 * Folder syncs through handles kept open: a sync then costs one call to the thread pool instead of
 * three (open, fsync, close), which a small upload feels. Only folders `keepOpen` names stay open
 * (the object folders, a fixed set); others are opened for each sync. At most MAX_OPEN_FOLDERS are
 * held; the oldest not being synced is closed to make room.
 */
export function createKeptFolderHandles(keepOpen: (folder: string) => boolean): KeptFolderHandles {
  const handles = new Map<string, FileHandle>();
  const syncing = new Set<string>();

  const makeRoom = async () => {
    for (const [folder, handle] of handles) {
      if (handles.size < MAX_OPEN_FOLDERS) return;
      if (syncing.has(folder)) continue;
      handles.delete(folder);
      await handle.close();
    }
  };

  return {
    async syncFolder(folder) {
      // Windows cannot open a folder to sync it; NTFS journals names itself.
      if (process.platform === 'win32') return;
      if (!keepOpen(folder)) {
        const handle = await open(folder, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        return;
      }
      syncing.add(folder);
      try {
        let handle = handles.get(folder);
        if (!handle) {
          await makeRoom();
          handle = await open(folder, 'r');
          handles.set(folder, handle);
        }
        try {
          await handle.sync();
        } catch (error) {
          // Opened afresh next time.
          handles.delete(folder);
          await handle.close().catch(() => undefined);
          throw error;
        }
      } finally {
        syncing.delete(folder);
      }
    },
    async close() {
      const open = [...handles.values()];
      handles.clear();
      await Promise.all(open.map((handle) => handle.close()));
    },
  };
}
