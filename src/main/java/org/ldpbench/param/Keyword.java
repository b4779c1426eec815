package org.ldpbench.param;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * An enum constant that users write as one word: in a spec ({@code errorBars: se}), a data-set
 * descriptor ({@code format: csv-headerless}), a method parameter ({@code noise: per-user}) or a
 * command-line option ({@code --test corrected-t}). Code reads the constant, so a {@code switch}
 * over it is checked by the compiler for every case, while the words in committed specs keep
 * parsing.
 *
 * <p>The word is the constant's name in lower case with {@code _} written {@code -} ({@code
 * PER_USER} is {@code per-user}); an enum whose words differ overrides {@link #keyword()}.
 */
public interface Keyword {

  /** The constant's name; every enum implements it. */
  String name();

  /** The word users write for this constant. */
  default String keyword() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The constant of {@code type} written {@code word} (exactly), if any. */
  static <E extends Enum<E> & Keyword> Optional<E> parse(Class<E> type, String word) {
    for (E constant : type.getEnumConstants()) {
      if (constant.keyword().equals(word)) {
        return Optional.of(constant);
      }
    }
    return Optional.empty();
  }

  /** The words of {@code type}'s constants, in declaration order. */
  static <E extends Enum<E> & Keyword> List<String> keywords(Class<E> type) {
    return keywords(List.of(type.getEnumConstants()));
  }

  /** The words of {@code constants}, in their order. */
  static List<String> keywords(List<? extends Keyword> constants) {
    List<String> words = new ArrayList<>(constants.size());
    constants.forEach(c -> words.add(c.keyword()));
    return words;
  }
}
