// i18n: filled in by its issue.
export {};
