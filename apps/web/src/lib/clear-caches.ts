/** Empties the browser's Cache Storage. A failure is only logged (docs/product.md §8). */
export async function clearBrowserCaches(): Promise<void> {
  try {
    if (!('caches' in window)) return;
    const names = await window.caches.keys();
    await Promise.all(names.map((name) => window.caches.delete(name)));
  } catch (error) {
    console.error('Could not clear caches', error);
  }
}
