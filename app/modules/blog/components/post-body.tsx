import type { ReactNode } from "react";
import type { PostBlock } from "../post-blocks";
import { contactEmbedMessages } from "~/modules/contact/contact-embed.messages";

/**
 * A post's content: plain-text paragraphs rendered as text, and the contact forms it embeds in
 * their places (drawn by `renderForm`, which the page supplies). The stored content is never
 * treated as HTML, so nothing in it can run or change the page.
 */
export function PostBody({ blocks, renderForm }: { blocks: PostBlock[]; renderForm?: (formId: number) => ReactNode }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed">
      {blocks.map((block, i) =>
        block.kind === "text" ? (
          <p key={i} className="whitespace-pre-line">
            {block.text}
          </p>
        ) : block.kind === "wrong-place" ? (
          <p key={i} className="notice notice-error">
            {contactEmbedMessages.nestedForm}
          </p>
        ) : (
          <div key={i} className="text-base">
            {renderForm?.(block.formId) ?? null}
          </div>
        ),
      )}
    </div>
  );
}
