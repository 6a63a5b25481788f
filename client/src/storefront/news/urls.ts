export const newsUrls = {
  news: '/news',
  postPattern: '/news/:url',
  post: (url: string) => `/news/${encodeURIComponent(url)}`,
} as const;
