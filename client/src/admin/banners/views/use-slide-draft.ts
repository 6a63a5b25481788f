import { useState } from 'react';
import type { SlideListItemInput } from '../../../generated/admin/graphql';
import { moved } from '../../forms/use-drag-reorder';

/** A slide of the banner being edited: `id` for one saved before, none for one added here. */
export interface SlideDraft {
  id?: number;
  image: string;
  link: string;
}

/** A page of the shop (`/catalog/women`) or a full address (`https://…`). */
const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;
const LINK_PROBLEM = 'Укажите путь в магазине (например, /catalog/women) или полный адрес (https://…)';

/**
 * The banner's slides as a local list (SPEC §4): added at the end, removed by index, moved to
 * another place, cleared; nothing reaches the server until the whole list is saved.
 */
export function useSlideDraft(saved: readonly SlideDraft[]) {
  const [slides, setSlides] = useState<SlideDraft[]>(() => saved.map(({ id, image, link }) => ({ id, image, link })));
  return {
    slides,
    add: (images: string[]) => setSlides((current) => [...current, ...images.map((image) => ({ image, link: '' }))]),
    remove: (index: number) => setSlides((current) => current.filter((_, i) => i !== index)),
    move: (from: number, to: number) => setSlides((current) => moved(current, from, to)),
    setLink: (index: number, link: string) => setSlides((current) => current.map((slide, i) => (i === index ? { ...slide, link } : slide))),
    clear: () => setSlides([]),
  };
}

/** The reason by slide index for each link that is neither empty (the slide leads nowhere), a shop path nor a full address. */
export function linkProblems(slides: readonly SlideDraft[]): Record<number, string> {
  const problems: Record<number, string> = {};
  slides.forEach((slide, index) => {
    const link = slide.link.trim();
    if (link && !LINK.test(link)) problems[index] = LINK_PROBLEM;
  });
  return problems;
}

/** The list `replaceSlides` takes, in order: saved slides keep their id. */
export const slidesInput = (slides: readonly SlideDraft[]): SlideListItemInput[] =>
  slides.map(({ id, image, link }) => ({ ...(id ? { id } : {}), image, link: link.trim() }));
