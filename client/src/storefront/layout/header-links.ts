/** A link of the header (call back, account) or of its phone menu: a label and where it leads. */
export interface HeaderLink {
  label: string;
  to: string;
}
