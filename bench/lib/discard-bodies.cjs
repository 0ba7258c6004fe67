'use strict';
/* global module */
/**
 * autocannon's `setupClient` for every bench run (a module path, so its worker threads load it too):
 * the client stops collecting answer bodies.
 *
 * autocannon appends each body chunk of an answer to a string (`req.body += chunk`), which decodes
 * the bytes as UTF-8, only to offer the body to `verifyBody`/`expectBody`, which the bench does not
 * use: it judges answers by status code and byte count, which autocannon counts apart. For the 459 kB
 * tour list (with typographic apostrophes, so no one-byte fast path) that decoding was most of the
 * client's CPU: a bare server sending precomputed bytes measured p99 117-147 ms because the client
 * could not keep up, and the server's own figures were the client's. Discarding the bodies changes
 * nothing that is measured except the client's cost, the same for the ceiling and for the API.
 */
module.exports = function discardBodies(client) {
  client.pipelinedRequests.addBody = function addBody() {};
};
