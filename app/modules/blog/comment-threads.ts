/** A comment as the threads a post page shows hold it: its replies below it. */
export interface ShownComment {
  id: number;
  author: string;
  replies: readonly unknown[];
}

/** The comment with this id among the threads the page shows (replies included), if it is there. */
export function findShownComment(threads: readonly ShownComment[], id: number): ShownComment | null {
  const stack = [...threads];
  while (stack.length > 0) {
    const comment = stack.pop()!;
    if (comment.id === id) return comment;
    stack.push(...(comment.replies as readonly ShownComment[]));
  }
  return null;
}
