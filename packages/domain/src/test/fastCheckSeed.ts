import fc from 'fast-check';

// Property suites run with a new random seed each time, as fast-check does by default; FC_SEED fixes one
// to replay a failure it reported (`FC_SEED=1234 npx vitest run --project domain`), and
// `npm run test:seeds` sweeps many seeds at once to find properties that are not true.
const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ seed: Number(seed) });
