export const messageUrls = { list: '/admin/messages' } as const;
