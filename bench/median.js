/** The median of the values that were measured (a failed Lighthouse audit gives NaN). */
function median(values) {
  const measured = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return measured.length === 0 ? NaN : measured[Math.floor(measured.length / 2)];
}

module.exports = { median };
