// The last step of every change a page stores (an import, a CR, an edit, an update): the page has
// merged in its worker, now the background takes the stored merge up. If it cannot, nothing is
// lost (the change is stored and the next start merges it), and the reader is told exactly that.

/** Runs `tell`; a failure becomes "the WHAT is stored, but the background did not take it up". */
export async function tellBackground(tell: () => Promise<void>, what = 'change'): Promise<void> {
  try {
    await tell();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(`the ${what} is stored, but the background did not take it up (${why}); it will when the extension next starts`);
  }
}
