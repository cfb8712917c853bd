/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs): nothing yet. */
export {};
