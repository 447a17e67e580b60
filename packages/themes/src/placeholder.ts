// themes: filled in by its issue.
export {};
