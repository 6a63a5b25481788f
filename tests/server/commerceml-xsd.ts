import { SaxesParser } from 'saxes';
import { child, children, text, type XmlNode } from '../../server/modules/exchange/commerceml-xml.js';
import { xsdProblems } from './xml-schema.js';

/** The official CommerceML schemas the orders document must satisfy (their sources: the README beside them). */
export const SCHEMA_VERSIONS = ['2.08', '2.10'] as const;

/** The problems libxml2 finds in a CommerceML document against the official schema of a version; empty when it is valid. */
export const schemaProblems = (xml: string, version: (typeof SCHEMA_VERSIONS)[number]): Promise<string[]> => xsdProblems(xml, `commerceml/xsd/commerceml-${version}.xsd`);

export interface SaleDiscount {
  name: string;
  sum: string;
  counted: string;
}

/** One Документ of a sale document as the tests read it: money as written, requisites by name. */
export interface SaleDocument {
  id: string;
  number: string;
  operation: string;
  sum: string;
  buyerId: string;
  discounts: SaleDiscount[];
  lines: { id: string; price: string; quantity: string; sum: string; discounts: SaleDiscount[] }[];
  requisites: Record<string, string>;
}

/** A whole document as a tree of the exchange's own XmlNode. */
function tree(xml: string): XmlNode {
  const root: XmlNode = { name: '', attrs: {}, children: [], text: '' };
  const open = [root];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const node: XmlNode = { name: tag.name, attrs: {}, children: [], text: '' };
    open.at(-1)!.children.push(node);
    open.push(node);
  });
  parser.on('text', (chunk) => void (open.at(-1)!.text += chunk));
  parser.on('closetag', () => void open.pop());
  parser.write(xml).close();
  return root;
}

/** The Документ elements of a sale document. */
export function saleDocuments(xml: string): SaleDocument[] {
  const discounts = (node: XmlNode) => children(child(node, 'Скидки'), 'Скидка').map((d) => ({ name: text(d, 'Наименование'), sum: text(d, 'Сумма'), counted: text(d, 'УчтеноВСумме') }));
  return children(child(tree(xml), 'КоммерческаяИнформация'), 'Документ').map((doc) => ({
    id: text(doc, 'Ид'),
    number: text(doc, 'Номер'),
    operation: text(doc, 'ХозОперация'),
    sum: text(doc, 'Сумма'),
    buyerId: text(doc, 'Контрагенты', 'Контрагент', 'Ид'),
    discounts: discounts(doc),
    lines: children(child(doc, 'Товары'), 'Товар').map((line) => ({
      id: text(line, 'Ид'),
      price: text(line, 'ЦенаЗаЕдиницу'),
      quantity: text(line, 'Количество'),
      sum: text(line, 'Сумма'),
      discounts: discounts(line),
    })),
    requisites: Object.fromEntries(children(child(doc, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита').map((r) => [text(r, 'Наименование'), text(r, 'Значение')])),
  }));
}

/** A sum as written (`1933.33`) in kopecks. */
export const kopecksOf = (sum: string) => Math.round(Number(sum) * 100);
