/** The storefront's operation of that name with the fragments it uses, as one document's text. */
export function storefrontDocument(root: string, operationName: string): string;
