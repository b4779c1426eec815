package org.ldpbench.method;

/** What a method predicts; decides which metrics apply and which targets it accepts. */
public enum TaskType {
    /** Class labels; scored by accuracy. */
    CLASSIFICATION,
    /** Real values; scored by squared error. */
    REGRESSION
}
