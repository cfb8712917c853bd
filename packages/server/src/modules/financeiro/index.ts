/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs): nothing yet; its
 * routes and exports reach the application through modulo.ts. */
export {};
