import type { CSSProperties } from 'react';

/**
 * Shows item and option text. The server stores rich text sanitised (sanitize-html: basic
 * formatting, lists, links, images from /uploads/), so it is rendered as HTML here.
 */
export function RichText({ html, style, id }: { html: string; style?: CSSProperties; id?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every rich text before storing it.
  return <span id={id} className="rich-text" style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Plain text of a rich text (for labels, titles and previews in tables). */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|li|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
