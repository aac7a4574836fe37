export const settingsKeys = {
  all: ['settings'] as const,
  languages: () => [...settingsKeys.all, 'languages'] as const,
  additional: () => [...settingsKeys.all, 'additional'] as const,
};
