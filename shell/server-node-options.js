/**
 * What Node runs the shell server with (decision 067): `npm start`, the benches' servers and the
 * README's deployment command pass these before the server's script.
 *
 * A young generation of 32 MiB a semi-space (Node's default is 16): a document served from the
 * cache allocates some 25 KB, so at 6,000–10,000 documents a second a 16 MiB semi-space fills
 * every 80 ms with 50 requests in flight. Each scavenge then copied what those requests held, and
 * a process could settle into promoting 2.3 MB a scavenge instead of 0.5 MB (4.5 ms a scavenge
 * instead of 2, and old-space collections every few seconds): 390–510 ms of a 6 s round in the
 * collector against 140–190 ms for a second process of the same code. At 32 MiB, 100–160 ms in
 * every process measured, and no old-space collection in most rounds. The cost: an idle server
 * holds 32 MB more (its start grows the semi-spaces to their limit, and they keep that size).
 */
module.exports = ['--max-semi-space-size=32'];
