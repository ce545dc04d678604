#!/usr/bin/env node
/** The `boneyard` executable. */
import { runCli } from './main.js';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
