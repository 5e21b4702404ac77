/** Full screen on the whole console (spec section 2: the key `f`). */
export async function toggleFullScreen(doc: Document = document): Promise<void> {
  try {
    if (doc.fullscreenElement) {
      await doc.exitFullscreen();
      return;
    }
    const root = doc.documentElement;
    // Browsers without the API (iPhone Safari) simply stay as they are.
    if (typeof root.requestFullscreen !== 'function') return;
    await root.requestFullscreen();
  } catch (error) {
    console.warn('Full screen was refused by the browser', error);
  }
}
