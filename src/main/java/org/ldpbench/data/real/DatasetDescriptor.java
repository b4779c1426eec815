package org.ldpbench.data.real;

import java.util.List;
import java.util.Map;

/**
 * What {@code datasets/<name>.yaml} says about a real data set: its raw files, how to read them,
 * the label, the features and their encoding, and the public/private split rule; plus the paper's
 * Table 1 sizes to check ours against. Read by {@link DescriptorReader}.
 *
 * @param name file name without {@code .yaml}, used in specs ({@code dataset: rice})
 * @param title as in the paper's tables
 * @param files the raw files; several are concatenated (Census), or the public one is named by
 *     {@code publicFile} (Landcover)
 * @param format how the files are laid out ({@code csv-headerless} with {@code columns})
 * @param columns column names of a headerless CSV, otherwise empty
 * @param skipLines lines to skip at the top of every file before the data (or header)
 * @param comment a character that starts comment lines (e.g. {@code |} in adult.test), or null
 * @param sheet XLSX sheet name, or null for the first sheet
 * @param labelColumn the column holding the label
 * @param positive label values that mean class 1 (every other value is class 0)
 * @param drop columns that are not features (besides the label and the split column)
 * @param categorical categorical feature columns and their encoding: {@code onehot} (one 0/1 column
 *     per value seen, values sorted) or {@code ordinal} (the sorted values' ranks)
 * @param missing cell values that mean "missing"; rows missing any used cell are dropped
 * @param keep only rows whose {@code keep} column has one of these values, or empty for all rows
 * @param exclude drop rows whose column has one of these values
 * @param publicRule which rows are public: {@code random} (n rows drawn once with {@code seed}),
 *     {@code first} (the first n rows in file order), {@code column} (rows whose {@code
 *     publicColumn} value is in {@code publicValues}) or {@code file} (the rows of {@code
 *     files[publicFile]})
 * @param publicRows n for {@code random} and {@code first}
 * @param publicSeed seed of {@code random}
 * @param publicColumn the split column of {@code column} (never a feature)
 * @param publicValues its public values
 * @param publicMaxValue {@code column} with a numeric bound instead: public if value ≤ this
 * @param publicFile index of the public file for {@code file}
 * @param paper the paper's Table 1 sizes: nPrivate, nPublic, dimension (empty if not in Table 1)
 * @param standIn why the file differs from the paper's, for a stand-in (Taxi); null otherwise
 * @param note one line on choices and ambiguities, shown by {@code ldpbench datasets}
 */
public record DatasetDescriptor(
    String name,
    String title,
    List<RawFile> files,
    TableFormat format,
    List<String> columns,
    int skipLines,
    Character comment,
    String sheet,
    String labelColumn,
    List<String> positive,
    List<String> drop,
    Map<String, String> categorical,
    List<String> missing,
    Map<String, List<String>> keep,
    Map<String, List<String>> exclude,
    PublicRule publicRule,
    int publicRows,
    long publicSeed,
    String publicColumn,
    List<String> publicValues,
    Double publicMaxValue,
    int publicFile,
    Map<String, Integer> paper,
    String standIn,
    String note) {

  /**
   * This descriptor with another seed for the {@code random} public rule (a public-sample seed
   * sweep: does a gap depend on which rows were drawn public?); itself for the other rules, whose
   * public rows are fixed.
   */
  public DatasetDescriptor withPublicSeed(long seed) {
    if (publicRule != PublicRule.RANDOM || seed == publicSeed) {
      return this;
    }
    return new DatasetDescriptor(
        name,
        title,
        files,
        format,
        columns,
        skipLines,
        comment,
        sheet,
        labelColumn,
        positive,
        drop,
        categorical,
        missing,
        keep,
        exclude,
        publicRule,
        publicRows,
        seed,
        publicColumn,
        publicValues,
        publicMaxValue,
        publicFile,
        paper,
        standIn,
        note);
  }
}
