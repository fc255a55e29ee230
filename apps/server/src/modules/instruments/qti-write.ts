import type { QtiExportVersion } from '@asesa/contracts';
import { escapeAttr } from './qti-xml';

// QTI written once for both versions: elements are built with their QTI 2.x names and written as
// QTI 3.0 names (qti- prefix, kebab case, in elements and attributes) when 3.0 is asked for.
// Rich text (stems, options) is inserted as it is stored: sanitise-html's output is well-formed
// XHTML (void elements closed, text escaped), with MathML given its namespace here.

export interface XEl {
  name: string;
  /** QTI elements are renamed for 3.0; XHTML elements (div, p, img, object) are not. */
  qti: boolean;
  attrs: Record<string, string | number | undefined>;
  children: (XEl | { raw: string })[];
}

export const q = (name: string, attrs: XEl['attrs'] = {}, children: XEl['children'] = []): XEl => ({
  name,
  qti: true,
  attrs,
  children,
});
export const h = (name: string, attrs: XEl['attrs'] = {}, children: XEl['children'] = []): XEl => ({
  name,
  qti: false,
  attrs,
  children,
});
export const raw = (text: string) => ({ raw: text });

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function writeXml(el: XEl, version: QtiExportVersion, indent = ''): string {
  const v3 = version === '3.0';
  const name = el.qti && v3 ? `qti-${kebab(el.name)}` : el.name;
  const attrs = Object.entries(el.attrs)
    .filter(([, value]) => value !== undefined)
    .map(([k, value]) => {
      const key = el.qti && v3 && !k.includes(':') ? kebab(k) : k;
      return ` ${key}="${escapeAttr(String(value))}"`;
    })
    .join('');
  if (!el.children.length) return `${indent}<${name}${attrs}/>`;
  const inline = el.children.some((c) => 'raw' in c) || !el.qti;
  const inner = el.children
    .map((c) => ('raw' in c ? c.raw : writeXml(c, version, inline ? '' : `${indent}  `)))
    .join(inline ? '' : '\n');
  return inline
    ? `${indent}<${name}${attrs}>${inner}</${name}>`
    : `${indent}<${name}${attrs}>\n${inner}\n${indent}</${name}>`;
}

/** Stored rich text as QTI body content: MathML in its namespace, uploaded media renamed by `media`. */
export function richXml(html: string, media: (src: string) => string | null): string {
  return html
    .replace(/<math(?=[\s>])/g, '<math xmlns="http://www.w3.org/1998/Math/MathML"')
    .replace(/<img([^>]*?)src="([^"]*)"([^>]*?)\s*\/?>/g, (_, before: string, src: string, after: string) => {
      const path = media(src);
      return path ? `<img${before}src="${escapeAttr(path)}"${after} />` : '';
    })
    .replace(/<audio[^>]*?src="([^"]*)"[^>]*>(<\/audio>)?/g, (_, src: string) => {
      const path = media(src);
      return path ? `<object data="${escapeAttr(path)}" type="${audioType(path)}"></object>` : '';
    });
}

const audioType = (path: string) =>
  ({ mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav', m4a: 'audio/mp4' })[
    path.slice(path.lastIndexOf('.') + 1)
  ] ?? 'audio/mpeg';

export const NAMESPACES: Record<
  QtiExportVersion,
  {
    item: string;
    itemXsd: string;
    cp: string;
    cpXsd: string;
    itemType: string;
    testType: string;
    template: (name: string) => string;
  }
> = {
  '2.2': {
    item: 'http://www.imsglobal.org/xsd/imsqti_v2p2',
    itemXsd: 'http://www.imsglobal.org/xsd/qti/qtiv2p2/imsqti_v2p2p2.xsd',
    cp: 'http://www.imsglobal.org/xsd/imscp_v1p1',
    cpXsd: 'http://www.imsglobal.org/xsd/qti/qtiv2p2/qtiv2p2_imscpv1p2_v1p0.xsd',
    itemType: 'imsqti_item_xmlv2p2',
    testType: 'imsqti_test_xmlv2p2',
    template: (name) => `http://www.imsglobal.org/question/qti_v2p2/rptemplates/${name}`,
  },
  '3.0': {
    item: 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0',
    itemXsd: 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd',
    cp: 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1',
    cpXsd: 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd',
    itemType: 'imsqti_item_xmlv3p0',
    testType: 'imsqti_test_xmlv3p0',
    template: (name) => `https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/${name}.xml`,
  },
};
