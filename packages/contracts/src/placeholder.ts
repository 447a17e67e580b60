// contracts: filled in by its issue.
export {};
