# ldpbench: `make reproduce` regenerates every figure; `make test` runs the test suite.
# Needs only a JDK 17 and Maven (dependencies come from Maven Central on first use).

MVN        ?= mvn
MVN_FLAGS  ?= -q -B
JAR        := target/ldpbench.jar
BENCH_JAR  := target/benchmarks.jar
SPARK_JAR  := target/ldpbench-spark.jar
LDPBENCH   := bin/ldpbench
THREADS    ?=
RESULTS    :=
FIGURES    :=
GRID       :=
RUN_FLAGS  := $(if $(THREADS),--threads $(THREADS))
OUT_FLAGS  := $(if $(RESULTS),--results $(RESULTS)) $(if $(FIGURES),--figures $(FIGURES)) $(if $(GRID),--grid-profile $(GRID))
SPECS      := $(shell find experiments -name '*.yaml' -not -path '*/templates/*' | sort)
# target/.build-stamp changes when the commit or the state of the build's inputs (bin/build-info --inputs) does, so
# that a commit or a new untracked source rebuilds the jar and the commit it embeds stays the one it was built from
# (outside a git checkout there is no commit to follow, and no stamp)
BUILD_STAMP := $(if $(shell git rev-parse --is-inside-work-tree 2>/dev/null),target/.build-stamp)
ifneq ($(BUILD_STAMP),)
BUILD_INPUTS := $(shell bin/build-info --inputs)
$(shell mkdir -p target; s="$$(git rev-parse HEAD 2>/dev/null) $$(git status --porcelain --untracked-files=all -- $(BUILD_INPUTS) 2>/dev/null | cksum)"; \
	[ "$$s" = "$$(cat $(BUILD_STAMP) 2>/dev/null)" ] || echo "$$s" > $(BUILD_STAMP))
endif
SOURCES    := pom.xml $(wildcard bin/build-info) $(BUILD_STAMP) $(shell find src/main -type f)

.PHONY: format fuzz fuzz-quick site build install-core example-java test test-fast golden audit audit-report coverage-parity mutation mutation-killing mutation-page reproduce reproduce-quick experiment figures timings datasets bench bench-check bench-check-reference bench-check-base bench-external bench-store spark test-spark test-spark-cluster clean help

help:
	@echo "make test                 unit, property and smoke tests (mvn test)"
	@echo "make format               format every Java source (Spotless: google-java-format, import order, no unused imports);"
	@echo "                          run it before committing: every build checks the format and runs Error Prone"
	@echo "make fuzz-quick           each reader's fuzz test for 20 s (part of make test)"
	@echo "make install-core         target/ldpbench.jar, and the core artifact org.ldpbench:ldpbench into the local Maven repository"
	@echo "                          (~/.m2), the one plugin projects compile against (docs/plugin-api.md)"
	@echo "make example-java         install-core, then build the worked plugin examples/java-method (its own pom.xml)"
	@echo "make test-fast            the same without tests tagged slow (privacy audits, many-draw statistics, child JVMs, make): < 1 min"
	@echo "make golden               append the golden-output lines of new implementation versions, methods and data sources"
	@echo "                          (src/test/resources/golden/outputs.tsv; never rewrites a line: a changed output still fails),"
	@echo "                          then, once every output equals its line, '# sources <sha256>' of the sources checked (SourceDigest)"
	@echo "make audit                the heavy privacy audit of every private method (every layer, eps 0.5, 1, 4; AUDIT_DRAWS=$(AUDIT_DRAWS) draws),"
	@echo "                          then of everything every committed spec runs, at the run's own scale (sensitivity, calibration)"
	@echo "make audit-report         docs/privacy-audit.md: every private method clean and under each planted fault (REPORT_DRAWS=$(REPORT_DRAWS))"
	@echo "make coverage-parity      reproduce-quick and the audit side (golden specs, privacy audit) under JaCoCo: every line of"
	@echo "                          method../privacy.. a committed run executes and the audit side does not (target/coverage-parity/)"
	@echo "make mutation             PIT over method.. and privacy..: which mutants change a release, how many of those the audit and"
	@echo "                          golden tests kill; writes docs/mutation.md (MUTATION_CLASSES=glob,...: fewer classes)"
	@echo "make mutation-killing     the killing pass and docs/mutation.md, on make mutation's release pass; resumes after a stop"
	@echo "make mutation-page        docs/mutation.md from the killing pass's results so far (no score until complete)"
	@echo "make reproduce            run every experiment at paper size, write summaries and figures"
	@echo "make reproduce-quick      the same with each spec's quick profile (fewer replications)"
	@echo "make experiment EXP=...   one spec (path or name, e.g. ma-yang/fig4a-privacy-utility); QUICK=1 for its quick profile"
	@echo "make figures              re-render summaries and figures from stored results (no computation); QUICK=1: the quick ones"
	@echo "make fuzz                 coverage-guided fuzzing (Jazzer) of the spec, descriptor and trial-store readers, 10 min each;"
	@echo "                          a finding is written to src/test/resources/org/ldpbench/fuzz/ and replayed by make test"
	@echo "make site                 the static results site from paper-figures (FIGURES=DIR: another figure root) into site/"
	@echo "make timings              make reproduce (QUICK=1: reproduce-quick) into a fresh temporary results directory;"
	@echo "                          print wall times, write docs/timings.md (QUICK=1: docs/timings-quick.md; per spec wall, trials, slowest cells,"
	@echo "                          and the JMH medians of the last make bench; KEEP_RESULTS=DIR keeps the run's results in DIR)"
	@echo "make bench                JMH benchmarks (LPCT fit + predict in memory and streamed up to 10^8, store open/plan at 10^6 trials,"
	@echo "                          a depth grid's partitions per depth vs one growth, DTK's Gaussian-process factor, one fit + predict"
	@echo "                          per heavy method family at paper size): medians, peak heap"
	@echo "make bench-check          LPCT at 10^4 and 10^6 and the method families against docs/jmh-reference/bench-check/ at this machine's"
	@echo "                          speed; fails on a regression over 20% (PLANT_SLOWDOWN=1.3: must fail; RECORD=1: new reference;"
	@echo "                          BASE=<commit>: side by side with that commit's benchmarks on this machine instead, ~25 min)"
	@echo "make bench-store          plan + resume a 10^7-trial spec against a full store with -Xmx1g"
	@echo "make bench-external       framing overhead of external methods (ms per fit group, us per user; needs python3)"
	@echo "make spark                target/ldpbench-spark.jar for spark-submit (+ Spark's jars in target/spark-jars)"
	@echo "make test-spark           a Spark local[2] run equals the local runner"
	@echo "make test-spark-cluster   a standalone Spark master + worker on 127.0.0.1 run a quick spec; equal to the local runner"
	@echo "make datasets             fetch every missing raw data file that has a public address (zips unpacked, SHA-256 checked),"
	@echo "                          print what is ready and the steps for the rest; status in results/datasets.md (OFFLINE=1: only check)"
	@echo "options: THREADS=N (default: all cores), RESULTS=DIR, FIGURES=DIR (default: results, paper-figures;"
	@echo "         quick runs: results/quick, results/quick/figures, never the committed outputs),"
	@echo "         GRID=code (the methods' code grid profile, spec/lpct.md 6.1; outputs get the suffix -code)"

build: $(JAR)

# The one code style (docs/architecture.md, "Code style"): every build checks it before compiling (spotless:check in
# the validate phase) and compiles with Error Prone's checks as errors, so make test fails on an unformatted line or
# an Error Prone finding. This rewrites the sources in place: src/{main,test,testkit,jmh,spark}, tools/, examples/.
format:
	$(MVN) $(MVN_FLAGS) spotless:apply

# The core artifact for plugin projects (docs/plugin-api.md): `mvn install` puts the jar and pom.xml of
# org.ldpbench:ldpbench in the local repository; a plugin depends on it with <scope>provided</scope>.
install-core:
	$(MVN) $(MVN_FLAGS) -DskipTests install

# The worked Java plugin, built from its own directory against the installed core artifact
# (bin/ldpbench --plugins examples/java-method/target runs it; JavaPluginExampleTest does all of it in make test)
example-java: install-core
	cd examples/java-method && $(MVN) $(MVN_FLAGS) package

$(JAR): $(SOURCES)
	$(MVN) $(MVN_FLAGS) -DskipTests package

# -q hides Surefire's summary, so the totals are printed from its reports afterwards (bin/surefire-summary):
# the output ends with "Tests run: N, Failures: F, Errors: E, Skipped: S" and "P passed, X failed".
# Old reports are removed first so that only this run is counted; a failure in Maven or in a test exits non-zero.
# The echo starts the totals on a line of their own: Maven 3.8 ends even -q -B output with colour resets, no newline.
# test-fast leaves out the tests tagged slow (org.ldpbench.testing.Slow: privacy audits, distribution tests with many
# draws, child JVMs and make, classes over ~2 s) for a quick edit-compile-test loop; CI runs `make test`.
TEST_GROUPS :=

test:
	@$(if $(TEST_GROUPS)$(if $(FUZZ_QUICK),,off),,$(MAKE) --no-print-directory fuzz-quick)
	@rm -rf target/surefire-reports
	@echo "$(strip $(MVN) $(MVN_FLAGS) test $(TEST_GROUPS))"
	@status=0; $(MVN) $(MVN_FLAGS) test $(TEST_GROUPS) || status=$$?; \
	echo; \
	bin/surefire-summary target/surefire-reports || { [ $$status -ne 0 ] || status=1; }; \
	exit $$status

test-fast:
	@$(MAKE) --no-print-directory test TEST_GROUPS=-DexcludedGroups=slow

# Coverage-guided fuzzing of the readers with Jazzer (org.ldpbench.fuzz): JAZZER_FUZZ=1 fuzzes one fuzz test per JVM,
# so each runs in a Maven invocation of its own; the 10-minute tests (FUZZ_TESTS) for make fuzz, the 20-second ones
# (FUZZ_QUICK_TESTS) in make test. Without JAZZER_FUZZ (plain mvn test) every fuzz test replays its seeds and the
# findings kept beside them.
FUZZ_QUICK       ?= 1
FUZZ_TESTS       := SpecReaderFuzzTest\#specText DescriptorReaderFuzzTest\#descriptor TrialStoreReaderFuzzTest\#store
FUZZ_QUICK_TESTS := SpecReaderFuzzTest\#specTextQuick DescriptorReaderFuzzTest\#descriptorQuick TrialStoreReaderFuzzTest\#storeQuick
fuzz:
	@for t in $(FUZZ_TESTS); do echo "fuzzing $$t"; \
		JAZZER_FUZZ=1 $(MVN) $(MVN_FLAGS) test -Dtest="$$t" -Dsurefire.failIfNoSpecifiedTests=false || exit 1; done

fuzz-quick:
	@mkdir -p target; for t in $(FUZZ_QUICK_TESTS); do log="target/fuzz-$${t#*#}.log"; \
		JAZZER_FUZZ=1 $(MVN) $(MVN_FLAGS) test -Dtest="$$t" -Dsurefire.failIfNoSpecifiedTests=false > "$$log" 2>&1 \
			|| { tail -40 "$$log"; echo "fuzzing $$t found an input a reader does not survive (see $$log)"; exit 1; }; \
		echo "fuzzed $$t for 20 s, no finding: $$(grep -a -o '#[0-9]*[[:space:]]*DONE.*' "$$log" | tail -1)"; done

# GoldenOutputsTest in recording mode: computes the tiny specs of src/test/resources/golden/specs/ and appends a line
# to src/test/resources/golden/outputs.tsv for every method or data source whose implementation has none (after a
# version bump, or for a new method). Recorded lines are never rewritten, so an output that changed under a recorded
# version still fails here: bump that implementation version first. When every output then equals its line, it appends
# '# sources <sha256>' (org.ldpbench.hash.SourceDigest); GoldenOutputsTest fails while the checkout's digest is another.
golden:
	$(MVN) $(MVN_FLAGS) test -Dtest=GoldenOutputsTest -Dgolden.record=true -Dsurefire.failIfNoSpecifiedTests=false

# The privacy audit (org.ldpbench.audit). make test runs a light pass (PrivacyAuditTest, AuditPowerTest,
# RunScaleAuditTest: fewer draws, every method, every fault type, one target per method of every committed spec at
# the run's scale); make audit runs the command on every registered private method, then audits everything every
# committed spec runs (experiments/, the golden specs and the Python example; the Java example needs its plugin built)
# at the run's own scale: every private method, fit configuration, budget and server, on the data the run draws
# (ldpbench audit --scale-only SPEC...). Faults are planted only by --report (and by tests): no other command line
# can set one.
AUDIT_DRAWS  ?= 200000
REPORT_DRAWS ?= 20000
GOLDEN_SPECS := $(shell find src/test/resources/golden/specs -name '*.yaml' | sort)
EXAMPLE_SPECS := examples/python-method/rr-grid-vs-lpct.yaml

audit: $(JAR)
	$(LDPBENCH) audit --all --draws $(AUDIT_DRAWS)
	$(LDPBENCH) audit --scale-only $(SPECS) $(GOLDEN_SPECS) $(EXAMPLE_SPECS)

audit-report: $(JAR)
	$(LDPBENCH) audit --all --draws $(REPORT_DRAWS) --report docs/privacy-audit.md

# Coverage parity (org.ldpbench.coverage): `make reproduce-quick` from scratch (a temporary results folder) and the audit
# side (src/test/resources/coverage/audit-side.txt, the one list: golden specs, privacy audit) under the JaCoCo agent;
# lists every line of method.. and privacy.. that the first executes and the second does not, by
# file with its text, in target/coverage-parity/report.md, and fails if there is any. It records the committed runs'
# lines, with the digest of their sources, in src/test/resources/coverage/reproduce-quick-lines.tsv: CoverageParityTest
# (make test) checks them against a light run of the audit side, and fails when that file is stale.
# PARITY_REUSE=1 reads the last run's reproduce-quick data again (after adding golden specs or audit configurations).
PARITY_DRAWS ?= 2000
coverage-parity: $(JAR)
	$(MVN) $(MVN_FLAGS) test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt
	java -cp target/test-classes:target/classes:$$(cat target/test-classpath.txt) org.ldpbench.coverage.CoverageParity \
		--draws $(PARITY_DRAWS) $(if $(PARITY_REUSE),--reuse-reproduce)
# Mutation testing with PIT (docs/mutation.md). Two passes over the same mutants of MUTATION_CLASSES: the release pass,
# whose only test compares every release of every private method's mechanisms with fingerprints recorded just before
# from the unmutated code (org.ldpbench.mutation.ReleaseFingerprintProbe), finds the release-changing mutants (R); it
# runs with PIT's full mutation matrix, so each mutant of R lists every probe test it fails, i.e. the private methods
# whose releases it changes. The killing pass (make mutation-killing) runs only the mutants of R with the killing
# tests (MUTATION_KILLERS): the fast unit tests of method.. and privacy.. (not the audit's, not @Slow), the golden
# outputs (GoldenKillers) and the audit (AuditKillers: one test per method, configuration and layer), in that order,
# each fastest first. MutationPage joins the release pass with the killing pass's results and
# docs/mutation-reasons.tsv into docs/mutation.md and puts its score on README.md's "Mutation score:" line.
# A narrower run for development: make mutation MUTATION_CLASSES='org.ldpbench.method.phist.*' MUTATION_METHODS=PHIST
# (MUTATION_METHODS: the methods whose releases, audits and golden outputs are checked; the page names both scopes).
# On a shared machine run it under nice (MUTATION_NICE) with a MUTATION_TIMEOUT_FACTOR above the slowdown the load
# causes, so that load cannot turn a slow test into a TIMED_OUT "kill".
MUTATION_CLASSES  ?= org.ldpbench.method.*,org.ldpbench.privacy.*
MUTATION_METHODS  ?=
MUTATION_EXCLUDED ?= org.ldpbench.audit.*
# the killing tests: the audit and golden suites and the unit tests of method.. and privacy.. (the globs match
# subpackages; the audit's own tests and the tests tagged slow are left out below)
MUTATION_KILLERS  ?= org.ldpbench.mutation.AuditKillers,org.ldpbench.mutation.GoldenKillers,org.ldpbench.method.*Test,org.ldpbench.privacy.*Test
MUTATION_EXCLUDED_TESTS ?= org.ldpbench.audit.*
MUTATION_THREADS  ?= 2
# PIT's time limit of a test against a mutant: MUTATION_TIMEOUT_FACTOR x its time in PIT's coverage run +
# MUTATION_TIMEOUT ms. A time-out counts as a kill, so the factor leaves room for load (a test twice as slow as in
# the coverage run, plus 10 s, is not killed); the constant is about what a mutant that loops costs (about one
# mutant in 25 of the killing pass loops; with PIT's 1.25 x and the former 120 s each of them cost over 2 minutes)
MUTATION_TIMEOUT_FACTOR ?= 2
MUTATION_TIMEOUT  ?= 10000
MUTATION_NICE     ?= nice -n 19
# mutants per PIT unit (one minion JVM each) in the killing pass: small, so that each finished unit is streamed
# to the results file and a stopped pass loses at most the units in flight
MUTATION_UNIT_SIZE ?= 1
# mutants per unit in the release pass (PIT's default, one unit per class, ran StandardNormal's 147 mutants, with
# their time-outs, on one thread)
MUTATION_RELEASE_UNIT_SIZE ?= 10
# the most audit tests a mutant of R gets (the cheapest first) after keeping only the audits of the methods whose
# releases it changes; 0: no cap. A cap can only leave a mutant surviving; the page counts the survivors it touched.
MUTATION_AUDIT_CAP ?= 6
MUTATION_OUT      ?= docs/mutation.md
MUTATION_README   ?= README.md
# the killing pass's results, one row per mutant as it finishes (PIT output format KILLING_TSV): make
# mutation-killing keeps them and runs only the rest while its header matches (release commit, the digest of
# MUTATION_DIGEST_PATHS, the settings below); otherwise it starts over and says why
MUTATION_RESULTS  = target/mutation/killing-results.tsv
MUTATION_DIGEST_PATHS = pom.xml src/main src/test/java/org/ldpbench/mutation/AuditKillers.java \
	src/test/java/org/ldpbench/mutation/GoldenKillers.java src/test/java/org/ldpbench/mutation/ReleaseFingerprints.java \
	src/test/java/org/ldpbench/golden \
	src/test/java/org/ldpbench/method src/test/java/org/ldpbench/privacy src/test/java/org/ldpbench/testing \
	src/test/resources/golden
KILLING_SETTINGS = classes=$(MUTATION_CLASSES) methods=$(MUTATION_METHODS) killers=$(MUTATION_KILLERS) excludedTests=$(MUTATION_EXCLUDED_TESTS) auditCap=$(MUTATION_AUDIT_CAP)
PIT_RUN = $(MUTATION_NICE) $(MVN) $(MVN_FLAGS) org.pitest:pitest-maven:mutationCoverage \
	-DexcludedClasses='$(MUTATION_EXCLUDED)' -Dthreads=$(MUTATION_THREADS) -DtimeoutConstant=$(MUTATION_TIMEOUT) \
	-DtimeoutFactor=$(MUTATION_TIMEOUT_FACTOR) \
	$(if $(MUTATION_METHODS),-DargLine='-Djava.awt.headless=true -Dldpbench.mutation.methods=$(MUTATION_METHODS)')
# the killing pass mutates only the classes and method names that hold a mutant of R not yet run (KillingResume),
# and within them only those mutants (the PIT feature RELEASECHANGING of tools/pit-release-changing, installed into
# the local repository first; pom.xml gives it to pitest-maven, with the killer order and the KILLING_TSV format)
KILLING_SCOPE = -DtargetClasses="$$(cat target/mutation/killing-classes.txt)" \
	-DexcludedMethods="$$(cat target/mutation/killing-excluded-methods.txt)" \
	-Dfeatures='+RELEASECHANGING(list[target/mutation/killing-todo.tsv])' \
	-DexcludedTestClasses='$(MUTATION_EXCLUDED_TESTS)' -DexcludedGroups=slow -DmutationUnitSize=$(MUTATION_UNIT_SIZE) \
	-DoutputFormats=XML,KILLING_TSV -Dldpbench.mutation.results=$(MUTATION_RESULTS) \
	-Dldpbench.mutation.auditTests=target/mutation/audit-tests.tsv -Dldpbench.mutation.auditCap=$(MUTATION_AUDIT_CAP) \
	-Dldpbench.mutation.plan=target/mutation/killing-plan.tsv \
	$$(test -f target/mutation/changed-methods.tsv && echo -Dldpbench.mutation.changedMethods=target/mutation/changed-methods.tsv)
MUTATION_SCOPE = classes $(MUTATION_CLASSES) except $(MUTATION_EXCLUDED), $(if $(MUTATION_METHODS),methods $(MUTATION_METHODS),every method)
TEST_CP = target/classes:target/test-classes:$$(cat target/test-classpath.txt)

mutation:
	@start=$$(date +%s); load_before=$$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown); \
	$(MVN) $(MVN_FLAGS) -f tools/pit-release-changing/pom.xml install && \
	$(MVN) $(MVN_FLAGS) test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt && \
	rm -rf target/mutation && \
	java -cp $(TEST_CP) -Dldpbench.mutation.methods='$(MUTATION_METHODS)' org.ldpbench.mutation.RecordReleaseFingerprints \
		target/mutation/release-fingerprints.tsv && \
	echo "PIT release pass (ReleaseFingerprintProbe, full mutation matrix) over $(MUTATION_CLASSES)" && \
	$(PIT_RUN) -DtargetClasses='$(MUTATION_CLASSES)' -DtargetTests=org.ldpbench.mutation.ReleaseFingerprintProbe \
		-DfullMutationMatrix=true -DoutputFormats=XML,HTML -DmutationUnitSize=$(MUTATION_RELEASE_UNIT_SIZE) \
		-DreportsDirectory=target/mutation/release && \
	echo "$$(( $$(date +%s) - start )) $$(git rev-parse --short HEAD 2>/dev/null || echo unknown) $$load_before" > target/mutation/release-pass.txt && \
	$(MAKE) --no-print-directory mutation-killing

# The killing pass and the page, on the release pass that make mutation left in target/mutation/ (its wall time,
# commit and load in release-pass.txt). Resumable: run it again after a stop (a session's end, a kill) and it runs
# only the mutants of R not yet in target/mutation/killing-results.tsv; after adding a killing test it starts over
# (the digest changed) and says so. Refused when src/main changed since the release pass.
mutation-killing:
	@test -f target/mutation/release/mutations.xml -a -f target/mutation/release-pass.txt || { \
		echo "make mutation-killing: no release pass in target/mutation/ (run make mutation)"; exit 1; }; \
	read release_wall release_commit release_load < target/mutation/release-pass.txt; \
	git diff --quiet $$release_commit -- src/main 2>/dev/null || { \
		echo "make mutation-killing: src/main differs from $$release_commit, where the release pass ran: run make mutation"; exit 1; }; \
	start=$$(date +%s); load_before=$$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown); \
	$(MVN) $(MVN_FLAGS) -f tools/pit-release-changing/pom.xml install && \
	$(MVN) $(MVN_FLAGS) test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt && \
	java -cp $(TEST_CP) -Dldpbench.mutation.methods='$(MUTATION_METHODS)' org.ldpbench.mutation.KillingResume \
		target/mutation/release/mutations.xml $$release_commit $(MUTATION_RESULTS) '$(KILLING_SETTINGS)' target/mutation \
		$(MUTATION_DIGEST_PATHS) && \
	if [ -s target/mutation/killing-todo.tsv ]; then \
		echo "PIT killing pass ($(MUTATION_KILLERS); results streamed to $(MUTATION_RESULTS))" && \
		rm -rf target/mutation/killing && \
		$(PIT_RUN) $(KILLING_SCOPE) -DtargetTests='$(MUTATION_KILLERS)' -DreportsDirectory=target/mutation/killing; \
	else echo "killing pass: every release-changing mutant has been run"; fi && \
	wall=$$(( $$(date +%s) - start )) && \
	$(MAKE) --no-print-directory mutation-page MUTATION_NOTE_EXTRA="This make mutation-killing ran $$((wall / 60)) min $$((wall % 60)) s (load average $$load_before at its start)."

# docs/mutation.md (and README's score line) from the release pass and the killing pass's results so far: while the
# pass is incomplete, the page says how many mutants of R have been run and killed, and gives no score.
mutation-page:
	@read release_wall release_commit release_load < target/mutation/release-pass.txt; \
	note="Scope: $(MUTATION_SCOPE). The release pass took $$((release_wall / 60)) min $$((release_wall % 60)) s wall at $$release_commit (load average $$release_load at its start) on $$(nproc) cores ($$(java -version 2>&1 | head -1); the machine may have been shared). PIT ran under '$(MUTATION_NICE)' with a time limit of $(MUTATION_TIMEOUT_FACTOR) x a test's time + $(MUTATION_TIMEOUT) ms and $(MUTATION_THREADS) threads. $(MUTATION_NOTE_EXTRA)" && \
	commit="$$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$$(git diff --quiet HEAD -- src pom.xml 2>/dev/null || echo ' (with uncommitted changes)')" && \
	java -cp $(TEST_CP) -Dldpbench.mutation.scope="$(MUTATION_SCOPE), release pass at $$release_commit" \
		org.ldpbench.mutation.MutationPage target/mutation/release/mutations.xml \
		$(MUTATION_RESULTS) docs/mutation-reasons.tsv $(MUTATION_OUT) "$$commit" "$$note" $(MUTATION_README) \
		target/mutation/killing-plan.tsv && \
	java -cp $(TEST_CP) org.ldpbench.mutation.KillingTimes $(MUTATION_RESULTS) $(MUTATION_THREADS)

reproduce: $(JAR)
	$(LDPBENCH) reproduce experiments $(RUN_FLAGS) $(OUT_FLAGS)

reproduce-quick: $(JAR)
	$(LDPBENCH) reproduce --quick experiments $(RUN_FLAGS) $(OUT_FLAGS)

experiment: $(JAR)
	@if [ -z "$(EXP)" ]; then echo "usage: make experiment EXP=ma-yang/fig4a-privacy-utility [QUICK=1] [THREADS=N]" >&2; exit 2; fi
	$(LDPBENCH) run $(if $(filter %.yaml %.yml,$(EXP)),$(EXP),experiments/$(EXP).yaml) $(if $(QUICK),--quick) $(RUN_FLAGS) $(OUT_FLAGS)

figures: $(JAR)
	$(LDPBENCH) figures $(SPECS) $(if $(QUICK),--quick) $(OUT_FLAGS)

# The static, offline results site (ldpbench site): site/index.html, one page per paper and per experiment.
site: $(JAR)
	$(LDPBENCH) site $(if $(FIGURES),--figures $(FIGURES))

# Runs `make reproduce` (QUICK=1: reproduce-quick) from scratch into a temporary results and figures
# directory, so nothing stored is reused and results/ and paper-figures/ are left alone, prints each
# experiment's wall time from its manifest (bin/wall-times), and writes $(TIMINGS_OUT) (ldpbench timings:
# per spec wall, trials, trial time and slowest method x data set cells, the whole command's wall and CPU,
# and the machine's cores and load average before and after, since a loaded machine's times are not its speed).
# KEEP_RESULTS=DIR keeps the run's results (every trial from scratch at one commit) in DIR instead of deleting them.
# The page ends with the JMH medians of the last `make bench` (target/jmh-*.json, section "JMH medians (make bench)";
# without those files it says they were not measured), then this machine's speed against the reference machine
# (docs/jmh-reference/: the same benchmarks on the machine where the timing targets were measured; ratios and
# the wall time scaled by their geometric mean, since 2-core machines differ 2-4x).
TIMINGS_OUT ?= docs/timings$(if $(QUICK),-quick).md
JMH_RESULTS  = $(wildcard target/jmh-*.json)
JMH_REFERENCE = $(wildcard docs/jmh-reference/jmh-MethodFamilyBenchmark.json)
timings: SHELL := /bin/bash
timings: $(JAR)
	@$(if $(KEEP_RESULTS),[ ! -e "$(KEEP_RESULTS)" ] || { echo "KEEP_RESULTS=$(KEEP_RESULTS) exists; give a new path" >&2; exit 2; };) \
	tmp=$$(mktemp -d "$${TMPDIR:-/tmp}/ldpbench-timings.XXXXXX") || exit 1; \
	trap '$(if $(KEEP_RESULTS),mv "$$tmp/results" "$(KEEP_RESULTS)" && echo "kept the results in $(KEEP_RESULTS)";) rm -rf "$$tmp"' EXIT; \
	what="make $(if $(QUICK),reproduce-quick,reproduce)$(if $(THREADS), THREADS=$(THREADS))"; \
	echo "timing $$what into the empty directory $$tmp"; \
	load_before=$$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown); \
	exec 3>&2; TIMEFORMAT='%R %U %S'; \
	{ time $(MAKE) --no-print-directory $(if $(QUICK),reproduce-quick,reproduce) RESULTS="$$tmp/results" \
		FIGURES="$$tmp/paper-figures" 2>&3; } 2> "$$tmp/time" || { cat "$$tmp/time" >&2; exit 1; }; \
	read wall user sys < <(tail -1 "$$tmp/time"); \
	load_after=$$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown); \
	machine="$$(nproc) cores, $$(java -version 2>&1 | sed -n 1p), load average (1, 5, 15 min) $$load_before before and $$load_after after the run, measured $$(date -u +%Y-%m-%dT%H:%MZ)"; \
	echo; echo "Wall times measured on $$machine:"; \
	bin/wall-times "$$tmp/results" || exit $$?; \
	echo "$$what as a whole (JVM start, data fingerprints, figures, reports): $$wall s wall, $$user s user, $$sys s system"; \
	$(LDPBENCH) timings "$$tmp/results" --out $(TIMINGS_OUT) --command "$$what" --wall-seconds "$$wall" \
		--cpu-seconds "$$(awk -v u="$$user" -v s="$$sys" 'BEGIN { print u + s }')" --machine "$$machine" \
		$(if $(JMH_RESULTS),--jmh $(JMH_RESULTS)) $(if $(JMH_REFERENCE),--jmh-reference $(JMH_REFERENCE))

# Fetches every missing raw file of datasets/*.yaml that has a public direct address into datasets/raw/ (git-ignored),
# checks them all (datasets/raw/, $LDPBENCH_DATA), prints the status and the steps for the files to get by hand, and
# writes the status to results/datasets.md (git-ignored); OFFLINE=1 only checks. Writes no committed file: Table 1 is
# rendered by a full run (ldpbench reproduce). Exit code 1 when a download failed (address and reason printed).
datasets: $(JAR)
	$(LDPBENCH) datasets $(if $(OFFLINE),,--download) --status results/datasets.md

# JMH suites, each with its own options; `make bench` runs them all with the peak-heap profiler and prints one
# line per benchmark: median and peak heap (bin/jmh-medians; raw results in target/jmh-<suite>.{txt,json}).
# To add a suite: a line BENCH_OPTS_<Name> = ... and the name in BENCH_SUITES.
BENCH_SUITES        ?= LpctBenchmark LpctStreamingBenchmark StoreBenchmark PartitionGridBenchmark GaussianProcessFactorBenchmark \
                       MethodFamilyBenchmark
BENCH_OPTS_LpctBenchmark  := -bm sample -tu ms
BENCH_OPTS_PartitionGridBenchmark := -bm sample -tu ms
BENCH_OPTS_GaussianProcessFactorBenchmark := -bm sample -tu ms
BENCH_OPTS_LpctStreamingBenchmark := -bm sample -tu ms
BENCH_OPTS_StoreBenchmark :=
# one fit + predict per heavy method family at its paper size (PGLM, PSGD-N, DTK, LLDP-KNN, BB, CT-Q): ~5 min
BENCH_OPTS_MethodFamilyBenchmark := -bm sample -tu ms
STORE_SCALE_TRIALS  ?= 10000000

$(BENCH_JAR): $(SOURCES) $(shell find src/jmh -type f)
	$(MVN) $(MVN_FLAGS) -Pjmh -DskipTests package

bench: $(BENCH_JAR)
	@echo "$$(nproc) cores, $$(java -version 2>&1 | head -1), load average (1, 5, 15 min) $$(cut -d' ' -f1-3 /proc/loadavg \
		2>/dev/null || echo unknown) before the run, started $$(date -u +%Y-%m-%dT%H:%MZ)" > target/jmh-machine.txt
	$(foreach s,$(BENCH_SUITES),java -jar $(BENCH_JAR) '$(s)' $(BENCH_OPTS_$(s)) -prof org.ldpbench.bench.PeakHeapProfiler \
		-rf json -rff target/jmh-$(s).json > target/jmh-$(s).txt || { tail -30 target/jmh-$(s).txt; exit 1; };)
	@bin/jmh-medians $(foreach s,$(BENCH_SUITES),target/jmh-$(s).json)
	@echo "(median of single calls; peak heap: heap pools' peak per iteration, max over iterations; $$(nproc) cores, $$(java -version 2>&1 | head -1))"

# The regression gate (org.ldpbench.benchcheck, docs/performance.md): run it before merging anything that touches a
# method's fit or predict path or the runner's hot loop. LpctBenchmark's cold fit + predict (fitAndPredict: a known
# public sample's partition; fitAndPredictNewPublicSample: grown too) at n_P = 10^4 and 10^6 and the MethodFamilyBenchmark
# set, each median divided by the reference's (docs/jmh-reference/bench-check/) and by this machine's speed: the geometric mean of
# the MethodFamilyBenchmark ratios, as make timings states it (a family: the mean of the others). Fails on a benchmark
# more than BENCH_THRESHOLD (20%) slower, or missing on either side. Each benchmark runs in BENCH_CHECK_FORKS (3) JVM
# forks; one that comes out over the threshold is measured again with BENCH_CONFIRM_FORKS (5) and judged by that second
# run alone, since a single fork's median can sit 20-40% off on the same code. About 12 min on 2 cores (+1-3 min per
# benchmark measured again); results in target/bench-check/.
# PLANT_SLOWDOWN=1.3 makes every LPCT fit take 1.3x as long (src/jmh only; the check must fail). RECORD=1 writes the
# run's results into docs/jmh-reference/bench-check/ as the new reference instead of comparing (commit them with the
# reason). Each median is the median of the forks' medians (benchcheck.ForkMedians).
BENCH_CHECK_DIR := target/bench-check
BENCH_REFERENCE ?= docs/jmh-reference/bench-check
BENCH_THRESHOLD ?= 0.20
BENCH_CHECK_FORKS ?= 3
BENCH_CONFIRM_FORKS ?= 5
BENCH_PLANT = $(if $(PLANT_SLOWDOWN),-jvmArgsPrepend -Dldpbench.bench.plantedSlowdown=$(PLANT_SLOWDOWN))
BENCH_BASE_ROUNDS ?= 3
BENCH_BASE_FORKS ?= 1
bench-check: $(if $(BASE),bench-check-base,bench-check-reference)

bench-check-reference: $(BENCH_JAR)
	@if [ -n "$(PLANT_SLOWDOWN)" ] && [ -n "$(RECORD)" ]; then echo "bench-check: not both PLANT_SLOWDOWN and RECORD" >&2; exit 2; fi
	@rm -rf $(BENCH_CHECK_DIR) && mkdir -p $(BENCH_CHECK_DIR)
	@echo "$$(nproc) cores, $$(java -version 2>&1 | head -1), load average (1, 5, 15 min) $$(cut -d' ' -f1-3 /proc/loadavg \
		2>/dev/null || echo unknown) before the run, started $$(date -u +%Y-%m-%dT%H:%MZ)" | tee $(BENCH_CHECK_DIR)/jmh-machine.txt
	$(if $(PLANT_SLOWDOWN),@echo "PLANTED SLOWDOWN: every LPCT fit takes $(PLANT_SLOWDOWN)x as long; the check must fail")
	bin/bench-check-measure $(BENCH_JAR) $(BENCH_CHECK_DIR) $(BENCH_CHECK_FORKS) '' $(PLANT_SLOWDOWN)
	@echo "load average (1, 5, 15 min) after the run: $$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
	@if [ -n "$(RECORD)" ]; then mkdir -p $(BENCH_REFERENCE) && cp $(BENCH_CHECK_DIR)/jmh-*.json $(BENCH_CHECK_DIR)/jmh-machine.txt $(BENCH_REFERENCE)/ \
		&& echo "recorded the reference in $(BENCH_REFERENCE)/ (commit it, saying why)"; exit 0; fi; \
	java -cp $(BENCH_JAR) org.ldpbench.benchcheck.BenchCheck $(BENCH_REFERENCE) $(BENCH_CHECK_DIR) $(BENCH_THRESHOLD) \
		--flagged $(BENCH_CHECK_DIR)/flagged.txt; status=$$?; \
	if [ $$status -ne 1 ] || [ ! -s $(BENCH_CHECK_DIR)/flagged.txt ]; then exit $$status; fi; \
	again=$(BENCH_CHECK_DIR)/remeasured; mkdir -p $$again; i=0; \
	echo; echo "Measuring again, with $(BENCH_CONFIRM_FORKS) forks, the $$(wc -l < $(BENCH_CHECK_DIR)/flagged.txt) benchmarks over the threshold:"; \
	while read -r regex params; do i=$$((i + 1)); echo "  $$regex $$params"; \
		java -jar $(BENCH_JAR) "$$regex" $$params -bm sample -tu ms -f $(BENCH_CONFIRM_FORKS) -foe true $(BENCH_PLANT) \
			-rf json -rff $$again/jmh-$$i.json > $$again/jmh-$$i.txt || { tail -30 $$again/jmh-$$i.txt; exit 1; }; \
	done < $(BENCH_CHECK_DIR)/flagged.txt; echo; \
	java -cp $(BENCH_JAR) org.ldpbench.benchcheck.BenchCheck $(BENCH_REFERENCE) $(BENCH_CHECK_DIR) $(BENCH_THRESHOLD) \
		--remeasured $$again

# make bench-check BASE=<commit>: side by side with BASE's benchmarks (built from git archive into
# target/bench-check-base/), in BENCH_BASE_ROUNDS alternating rounds of BENCH_BASE_FORKS fork(s) per side, BASE as the
# reference (bin/bench-check-base). Decides what the committed reference cannot: a failure on a drifting machine.
bench-check-base: $(BENCH_JAR)
	@[ -z "$(RECORD)" ] || { echo "bench-check: not both BASE and RECORD" >&2; exit 2; }
	MVN='$(MVN)' MVN_FLAGS='$(MVN_FLAGS)' bin/bench-check-base '$(BASE)' $(BENCH_JAR) target/bench-check-base \
		$(BENCH_BASE_ROUNDS) $(BENCH_BASE_FORKS) $(BENCH_THRESHOLD) $(PLANT_SLOWDOWN)

# The framing overhead of external methods (docs/external-methods.md): ms per fit group and us per user with a Python
# method that does no work (src/test/java/org/ldpbench/external/ExternalOverhead.java); needs python3.
PYTHON ?= python3
bench-external:
	$(MVN) $(MVN_FLAGS) test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt
	java -cp target/classes:target/test-classes:$$(cat target/test-classpath.txt) org.ldpbench.external.ExternalOverhead $(PYTHON)

# A spec of STORE_SCALE_TRIALS trials (default 10^7) planned and resumed against a store holding all of them,
# with a 1 GB heap: wall times, heap retained with the store open, peak heap (bench/StoreScale.java).
bench-store: $(BENCH_JAR)
	java -Xmx1g -cp $(BENCH_JAR) org.ldpbench.bench.StoreScale $(STORE_SCALE_TRIALS)

# The Spark runner: target/ldpbench-spark.jar (Spark itself is provided by the cluster) and, for running it here
# without a Spark installation, Spark's jars in target/spark-jars (bin/ldpbench-spark uses them).
spark: $(SPARK_JAR)

$(SPARK_JAR): $(SOURCES) $(shell find src/spark -type f)
	$(MVN) $(MVN_FLAGS) -Pspark -DskipTests package
	cp target/spark/ldpbench-spark.jar $(SPARK_JAR)
	rm -rf target/spark-jars
	$(MVN) $(MVN_FLAGS) -Pspark dependency:copy-dependencies -DincludeScope=compile -DoutputDirectory=target/spark-jars

# A Spark local[2] run equals the local runner (key -> accuracy), resumes and recomputes stale trials.
# (built in target/spark, away from target/classes)
test-spark:
	@rm -rf target/spark/surefire-reports
	@status=0; $(MVN) $(MVN_FLAGS) -Pspark test -Dtest='SparkRunnerTest,ApplicationJarTest' -Dsurefire.failIfNoSpecifiedTests=false || status=$$?; \
	echo; \
	bin/surefire-summary target/spark/surefire-reports || { [ $$status -ne 0 ] || status=1; }; \
	exit $$status

# A standalone cluster on loopback (bin/spark-cluster-check): a master and a worker started from target/spark-jars,
# SPEC_CLUSTER's quick profile run on it by bin/ldpbench-spark without spark-submit (the jar is shipped by SparkMain),
# the same spec by the local runner, and the two stores compared key by key.
SPEC_CLUSTER ?= experiments/ma-yang/fig4a-privacy-utility.yaml
test-spark-cluster: $(JAR) $(SPARK_JAR)
	bin/spark-cluster-check $(SPEC_CLUSTER)

clean:
	$(MVN) $(MVN_FLAGS) clean
