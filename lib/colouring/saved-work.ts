// A child's colouring of each story page, kept in this browser (IndexedDB) so it is there on
// the next visit. The fill layer alone is kept, as a PNG (transparent where nothing is
// coloured), keyed by the story, the page and the picture's URL: a new picture for the page
// starts blank instead of laying old colours over different lines.

const DATABASE = "colouring";
const STORE = "pages";

export type WorkKey = { storyKey: string; pageNumber: number; picture: string };

function keyOf({ storyKey, pageNumber, picture }: WorkKey): string {
  return `${storyKey}:${pageNumber}:${picture}`;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export async function loadWork(key: WorkKey): Promise<Blob | null> {
  const value = await run("readonly", (store) => store.get(keyOf(key)));
  return value instanceof Blob ? value : null;
}

/** Keeps the layer's PNG, or forgets the page when there is nothing coloured (null). */
export async function saveWork(key: WorkKey, png: Blob | null): Promise<void> {
  if (png) await run("readwrite", (store) => store.put(png, keyOf(key)));
  else await run("readwrite", (store) => store.delete(keyOf(key)));
}
