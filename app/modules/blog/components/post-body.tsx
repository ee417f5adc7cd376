/**
 * A post's content: plain-text paragraphs rendered as text. The stored content is never
 * treated as HTML, so nothing in it can run or change the page.
 */
export function PostBody({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed">
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
