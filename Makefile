# ldpbench: `make reproduce` regenerates every figure; `make test` runs the test suite.
# Needs only a JDK 17 and Maven (dependencies come from Maven Central on first use).

MVN        ?= mvn
MVN_FLAGS  ?= -q -B
JAR        := target/ldpbench.jar
LDPBENCH   := bin/ldpbench
THREADS    ?=
RESULTS    :=
FIGURES    :=
GRID       :=
RUN_FLAGS  := $(if $(THREADS),--threads $(THREADS))
OUT_FLAGS  := $(if $(RESULTS),--results $(RESULTS)) $(if $(FIGURES),--figures $(FIGURES)) $(if $(GRID),--grid-profile $(GRID))
SPECS      := $(shell find experiments -name '*.yaml' | sort)
SOURCES    := pom.xml $(shell find src/main -type f)

.PHONY: build test reproduce reproduce-quick experiment figures timings datasets bench clean help

help:
	@echo "make test                 unit, property and smoke tests (mvn test)"
	@echo "make reproduce            run every experiment at paper size, write summaries and figures"
	@echo "make reproduce-quick      the same with each spec's quick profile (fewer replications)"
	@echo "make experiment EXP=...   one spec (path or name, e.g. ma-yang/fig4a-privacy-utility); QUICK=1 for its quick profile"
	@echo "make figures              re-render summaries and figures from stored results (no computation)"
	@echo "make timings              make reproduce into a fresh temporary results directory; print wall times"
	@echo "make bench                JMH benchmarks (LPCT fit + predict)"
	@echo "make datasets             check the raw real-data files, print what is ready, write Table 1 (DOWNLOAD=1: fetch missing)"
	@echo "options: THREADS=N (default: all cores), RESULTS=DIR, FIGURES=DIR (default: results, paper-figures),"
	@echo "         GRID=code (the methods' code grid profile, spec/lpct.md 6.1; outputs get the suffix -code)"

build: $(JAR)

$(JAR): $(SOURCES)
	$(MVN) $(MVN_FLAGS) -DskipTests package

# -q hides Surefire's summary, so the totals are printed from its reports afterwards (bin/surefire-summary):
# the output ends with "Tests run: N, Failures: F, Errors: E, Skipped: S" and "P passed, X failed".
# Old reports are removed first so that only this run is counted; a failure in Maven or in a test exits non-zero.
# The echo starts the totals on a line of their own: Maven 3.8 ends even -q -B output with colour resets, no newline.
test:
	@rm -rf target/surefire-reports
	@echo "$(MVN) $(MVN_FLAGS) test"
	@status=0; $(MVN) $(MVN_FLAGS) test || status=$$?; \
	echo; \
	bin/surefire-summary target/surefire-reports || { [ $$status -ne 0 ] || status=1; }; \
	exit $$status

reproduce: $(JAR)
	$(LDPBENCH) reproduce experiments $(RUN_FLAGS) $(OUT_FLAGS)

reproduce-quick: $(JAR)
	$(LDPBENCH) reproduce --quick experiments $(RUN_FLAGS) $(OUT_FLAGS)

experiment: $(JAR)
	@if [ -z "$(EXP)" ]; then echo "usage: make experiment EXP=ma-yang/fig4a-privacy-utility [QUICK=1] [THREADS=N]" >&2; exit 2; fi
	$(LDPBENCH) run $(if $(filter %.yaml %.yml,$(EXP)),$(EXP),experiments/$(EXP).yaml) $(if $(QUICK),--quick) $(RUN_FLAGS) $(OUT_FLAGS)

figures: $(JAR)
	$(LDPBENCH) figures $(SPECS) $(OUT_FLAGS)

# Runs `make reproduce` (QUICK=1: reproduce-quick) from scratch into a temporary results and figures
# directory, so nothing stored is reused and results/ and paper-figures/ are left alone, then prints
# each experiment's wall time from its manifest (bin/wall-times) and the wall time of the whole command.
timings: $(JAR)
	@tmp=$$(mktemp -d "$${TMPDIR:-/tmp}/ldpbench-timings.XXXXXX") || exit 1; \
	trap 'rm -rf "$$tmp"' EXIT; \
	echo "timing make $(if $(QUICK),reproduce-quick,reproduce) into the empty directory $$tmp"; \
	start=$$(date +%s); \
	$(MAKE) --no-print-directory $(if $(QUICK),reproduce-quick,reproduce) RESULTS="$$tmp/results" \
		FIGURES="$$tmp/paper-figures" || exit $$?; \
	end=$$(date +%s); \
	echo; echo "Wall times measured on $$(nproc) cores, $$(java -version 2>&1 | sed -n 1p):"; \
	bin/wall-times "$$tmp/results" || exit $$?; \
	echo "make $(if $(QUICK),reproduce-quick,reproduce) as a whole (JVM start, data fingerprints, figures, reports): $$((end - start)) s"

# Checks every raw file of datasets/*.yaml (datasets/raw/, $LDPBENCH_DATA, ../shared/datasets/raw/) and
# writes Table 1 (ours next to the paper's); DOWNLOAD=1 tries the files' URLs for missing ones.
datasets: $(JAR)
	$(LDPBENCH) datasets $(if $(DOWNLOAD),--download) --table1 paper-figures/ma-yang/table1-datasets.md

# Sample mode reports the median (p0.50) of single calls; results also in target/jmh-lpct.json.
bench:
	$(MVN) $(MVN_FLAGS) -Pjmh -DskipTests package
	java -jar target/benchmarks.jar LpctBenchmark -bm sample -tu ms -rf json -rff target/jmh-lpct.json \
		| tee target/jmh-lpct.txt | grep -E '^(Benchmark|LpctBenchmark\.[A-Za-z]+ |LpctBenchmark\.[A-Za-z]+:p0\.50)'
	@echo "(medians are the :p0.50 rows; machine: $$(nproc) cores, $$(java -version 2>&1 | head -1))"

clean:
	$(MVN) $(MVN_FLAGS) clean
