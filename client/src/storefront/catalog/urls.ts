export const catalogUrls = {
  catalog: '/catalog',
  categoryPattern: '/catalog/:url',
  category: (url: string) => `/catalog/${encodeURIComponent(url)}`,
  search: (query: string) => `/catalog?${new URLSearchParams({ q: query })}`,
} as const;
