import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './type.module.css';

type TextSize = 'xs' | 'sm' | 'md' | 'lg';
type TextTone = 'muted' | 'subtle' | 'danger' | 'success' | 'accent';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  size?: TextSize;
  tone?: TextTone;
  weight?: 'medium' | 'bold';
  children?: ReactNode;
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** A paragraph (or `as` another element) in one of the shop's text sizes and tones. */
export function Text({ as: Element = 'p', size, tone, weight, className, ...props }: TextProps) {
  return <Element {...props} className={join(size && styles[size], tone && styles[tone], weight && styles[weight], className) || undefined} />;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  size?: '3xl' | '2xl' | 'xl' | 'lg' | 'md';
}

/** A heading whose size is independent of its level. */
export function Heading({ as: Element = 'h2', size = 'xl', className, ...props }: HeadingProps) {
  return <Element {...props} className={join(styles.heading, styles[`h-${size}`], className)} />;
}

type Gap = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /** A row instead of a column. */
  row?: boolean;
  gap?: Gap;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'between' | 'center' | 'end';
  wrap?: boolean;
  children?: ReactNode;
}

/** A column (or a row) of blocks with an even gap: the layout most of the shop is made of. */
export function Stack({ as: Element = 'div', row, gap = 4, align, justify, wrap, className, ...props }: StackProps) {
  return (
    <Element
      {...props}
      className={join(styles.stack, row && styles.row, wrap && styles.wrap, styles[`g${gap}`], align && styles[`a-${align}`], justify && styles[`j-${justify}`], className)}
    />
  );
}

/** The classes of an inline link: the accent and an underline, or `plain` (inherits the colour, underlined on hover). */
export const linkClass = (plain?: boolean, className?: string) => join(plain ? styles.plain : styles.link, className);
