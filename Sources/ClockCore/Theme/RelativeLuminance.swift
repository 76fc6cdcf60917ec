import FoundationEssentials
import Glibc

/// WCAG 2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance), used to
/// tell a light background from a dark one and, in the tests, to hold every theme to its contrast thresholds.
public enum RelativeLuminance {
    /// Luminance 0 (black) ... 1 (white) of an sRGB colour with components in 0...1.
    public static func of(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio 1...21 between two luminances, in either order.
    public static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func linear(_ c: Double) -> Double {
        c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
