// The Web Worker of the double-dummy solver on the reader's device
// (server/ddwasm.go): it loads the Go runtime's wasm_exec.js and the
// solver built for the browser (cmd/ddwasm) from /dd/, and answers each
// message {id, deal, dealer, vul} (a PBN deal, and the board's dealer and
// vulnerability in PBN form, or none) with the solver's answer ({deal,
// tricks}, with par and leads when the dealer and vulnerability are given,
// or {error}), its id and ms, the milliseconds the solve took.
"use strict";
importScripts("/dd/wasm_exec.js");

const ready = (async () => {
  const go = new Go();
  const resp = fetch("/dd/dd.wasm");
  const result = WebAssembly.instantiateStreaming
    ? await WebAssembly.instantiateStreaming(resp, go.importObject)
    : await WebAssembly.instantiate(await (await resp).arrayBuffer(), go.importObject);
  go.run(result.instance); // main registers bridgelawSolve, then waits
  if (typeof globalThis.bridgelawSolve !== "function") {
    throw new Error("dd.wasm gave no bridgelawSolve");
  }
})();
ready.catch(() => {}); // reported with the first answer

onmessage = async (e) => {
  const { id, deal, dealer, vul } = e.data;
  let answer;
  try {
    await ready;
    const t0 = performance.now();
    answer = JSON.parse(dealer && vul
      ? globalThis.bridgelawSolve(String(deal), String(dealer), String(vul))
      : globalThis.bridgelawSolve(String(deal)));
    answer.ms = performance.now() - t0;
  } catch (err) {
    answer = { error: String((err && err.message) || err) };
  }
  answer.id = id;
  postMessage(answer);
};
