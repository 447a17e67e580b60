#!/usr/bin/env node
// `npm start`: the whole product on the embedded default. Filled in as the apps land.
console.error('npm start: the API and web app are not built yet (see the open issues).');
process.exit(1);
