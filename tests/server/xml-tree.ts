import { SaxesParser } from 'saxes';

/** An element as a strict XML parser read it. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** The document's root element as a strict XML parser reads it (it throws on anything malformed). */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlNode[] = [root];
  parser.on('opentag', (tag) => {
    const node: XmlNode = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: '' };
    open.at(-1)!.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => (open.at(-1)!.text += text));
  parser.on('closetag', () => void open.pop());
  parser.write(xml).close();
  return root.children[0];
}
