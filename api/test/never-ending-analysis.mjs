// An analysis thread stuck for good (a pathological input, a bug): only terminating the thread ends it.
export default function neverEndingAnalysis() {
  for (;;) {
    // Spin without yielding, as a runaway regular expression would.
  }
}
