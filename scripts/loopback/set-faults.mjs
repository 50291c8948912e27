// Sets the share of queries a running loopback Content Lake fails (lake-faults.mjs), for a build
// that must survive a bad minute of the lake:
//
//   node scripts/loopback/set-faults.mjs <lake origin> <share from 0 to 1>
const [origin, rate] = process.argv.slice(2);
if (!origin || rate === undefined) {
  console.error('usage: node scripts/loopback/set-faults.mjs <lake origin> <share from 0 to 1>');
  process.exit(2);
}
const answer = await fetch(`${origin}/__loopback/faults?rate=${encodeURIComponent(rate)}`, { method: 'POST' });
if (!answer.ok) {
  console.error(`the lake refused the fault rate ${rate}: ${await answer.text()}`);
  process.exit(1);
}
console.log(`loopback lake: ${Number(rate) * 100} % of queries fail from now on`);
